import { describe, expect, it } from 'vitest';
import { parseClientLine } from './commands';

describe('parseClientLine', () => {
  it.each([
    [
      '{"connect":{"token":"t","name":"js"},"id":1}',
      { kind: 'command', id: 1, method: 'connect', body: { token: 't', name: 'js' } },
    ],
    [
      '{"id":4294967295,"subscribe":{"channel":"public:en"}}',
      { kind: 'command', id: 4_294_967_295, method: 'subscribe', body: { channel: 'public:en' } },
    ],
    [
      '{"id":7,"sub_refresh":{"channel":"$user:en:1","token":"t"}}',
      { kind: 'command', id: 7, method: 'sub_refresh', body: { channel: '$user:en:1', token: 't' } },
    ],
    ['{}', { kind: 'pong' }],
    ['{"id":0}', { kind: 'pong' }],
    ['{"send":{"data":{"x":1}}}', { kind: 'send' }],
    ['{"id":3,"send":{"data":1}}', { kind: 'send' }],
  ])('reads %s', (line, expected) => {
    expect(parseClientLine(line)).toEqual(expected);
  });

  it.each([
    ['not JSON', 'connect please'],
    ['truncated JSON', '{"id":1,"connect":{'],
    ['null', 'null'],
    ['an array', '[{"id":1,"connect":{}}]'],
    ['a number', '42'],
    ['an id and no method', '{"id":5}'],
    ['a command without id', '{"subscribe":{"channel":"public:en"}}'],
    ['a string id', '{"id":"1","connect":{}}'],
    ['a negative id', '{"id":-2,"connect":{}}'],
    ['an id beyond uint32', '{"id":4294967296,"connect":{}}'],
    ['two methods', '{"id":1,"connect":{},"refresh":{"token":"t"}}'],
    ['an unknown method', '{"id":1,"subscribe_all":{}}'],
    ['an unknown field beside the method', '{"id":1,"connect":{},"extra":true}'],
    ['a null body', '{"id":1,"connect":null}'],
    ['an array body', '{"id":1,"connect":[]}'],
  ])('refuses %s', (_, line) => {
    expect(parseClientLine(line)).toEqual({ kind: 'invalid' });
  });
});
