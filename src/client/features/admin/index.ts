// The admin feature (issue 7 results desk): its pages are loaded by the route table only.
export {};
