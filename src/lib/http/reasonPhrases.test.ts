import { describe, expect, it } from 'vitest';
import { reasonPhrase } from './reasonPhrases';

/**
 * docs/http.md: an HTTP/2 or HTTP/3 error answer carries no status text, so the toast shows the
 * standard reason phrase instead. The expected texts are RFC 9110 §15 (and RFC 6585, 4918, 8297,
 * 8470, 7725 for the codes they add), copied from the RFCs, not from the implementation.
 */
describe('reasonPhrase (docs/http.md)', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [402, 'Payment Required'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [406, 'Not Acceptable'],
    [407, 'Proxy Authentication Required'],
    [408, 'Request Timeout'],
    [409, 'Conflict'],
    [410, 'Gone'],
    [411, 'Length Required'],
    [412, 'Precondition Failed'],
    [413, 'Content Too Large'],
    [414, 'URI Too Long'],
    [415, 'Unsupported Media Type'],
    [416, 'Range Not Satisfiable'],
    [417, 'Expectation Failed'],
    [421, 'Misdirected Request'],
    [422, 'Unprocessable Content'],
    [423, 'Locked'],
    [424, 'Failed Dependency'],
    [425, 'Too Early'],
    [426, 'Upgrade Required'],
    [428, 'Precondition Required'],
    [429, 'Too Many Requests'],
    [431, 'Request Header Fields Too Large'],
    [451, 'Unavailable For Legal Reasons'],
    [500, 'Internal Server Error'],
    [501, 'Not Implemented'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
    [505, 'HTTP Version Not Supported'],
    [507, 'Insufficient Storage'],
    [508, 'Loop Detected'],
    [511, 'Network Authentication Required'],
  ])('%i is %s', (status, phrase) => {
    expect(reasonPhrase(status)).toBe(phrase);
  });

  it.each([
    [418, 'HTTP 418'],
    [499, 'HTTP 499'],
    [599, 'HTTP 599'],
  ])('a status without a registered phrase (%i) still says which status it was', (status, text) => {
    expect(reasonPhrase(status)).toBe(text);
  });
});
