// The XML stage of the ODF ingest, run in a worker thread so that even the largest
// message (10 MB) never stalls the event loop that serves every other request: checking
// and parsing such a message takes about a second of CPU. Plain JavaScript so the worker
// loads without a TypeScript loader, in the server and in the tests alike.
import { parentPort } from 'node:worker_threads';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Shapes no real ODF message reaches, checked by one cheap pass before any parsing. The
 * fixtures have at most 12 attributes per element; a DT_PARTIC for an olympic-size games
 * (about 15,000 people, each a Participant with a Discipline and a few RegisteredEvent
 * elements, about 15 attributes apiece) has about 75,000 elements and 250,000 attributes.
 * A message built to have 300,000 attributes took seconds to parse.
 */
const MAX_ATTRIBUTES_PER_ELEMENT = 100;
const MAX_ELEMENTS = 200000;
const MAX_ATTRIBUTES = 1000000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '@',
  textNodeName: '#text',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** Counts elements and attributes (an `=` inside a tag, outside quotes); a reason when over a limit. */
function shapeProblem(xml) {
  let elements = 0;
  let attributes = 0;
  let inTag = false;
  let quote = 0;
  let here = 0;
  for (let i = 0; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (!inTag) {
      if (c === 60 /* < */) {
        const next = xml.charCodeAt(i + 1);
        inTag = true;
        here = 0;
        // Closing tags, declarations and comments are not elements.
        if (next !== 47 /* / */ && next !== 63 /* ? */ && next !== 33 /* ! */) elements += 1;
        if (elements > MAX_ELEMENTS) return `more than ${MAX_ELEMENTS} elements`;
      }
    } else if (c === 62 /* > */) {
      inTag = false;
    } else if (c === 34 /* " */ || c === 39 /* ' */) {
      quote = c;
    } else if (c === 61 /* = */) {
      here += 1;
      attributes += 1;
      if (here > MAX_ATTRIBUTES_PER_ELEMENT)
        return `an element with more than ${MAX_ATTRIBUTES_PER_ELEMENT} attributes`;
      if (attributes > MAX_ATTRIBUTES) return `more than ${MAX_ATTRIBUTES} attributes`;
    }
  }
  return null;
}

/** The parsed document as JSON, or the reason it is refused. */
function readXml(xml) {
  // No DTDs: entity expansion is the classic XML bomb, and ODF never needs one.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { reason: 'DOCTYPE and entity declarations are not accepted' };
  // XML has no NUL character, and PostgreSQL text could not store one.
  if (xml.includes('\u0000'))
    return { reason: 'the message contains a NUL character, which XML does not allow' };
  const problem = shapeProblem(xml);
  if (problem) return { reason: `the message has ${problem}; no ODF message is that large`, tooLarge: true };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return { reason: `malformed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})` };
  }
  try {
    return { json: JSON.stringify(parser.parse(xml)) };
  } catch (err) {
    return { reason: `malformed XML: ${err.message}` };
  }
}

parentPort.on('message', ({ id, xml }) => {
  let answer;
  try {
    answer = readXml(xml);
  } catch (err) {
    answer = { reason: `the message could not be read: ${err.message}` };
  }
  parentPort.postMessage({ id, ...answer });
});
