// The spreadsheet import's public face: its page is loaded by the route table.
export {};
