#!/usr/bin/env node
// Lints in-memory snippets with the project's eslint.config.js through ESLint's Node API.
// A separate process because jest's module sandbox cannot run ESLint's dynamic import of an ES
// module config. stdin: [{ filePath, code }]; stdout: [{ filePath, messages: [{ ruleId, message, severity }] }].
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const snippets = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push({
    filePath,
    messages: result.messages.map(({ ruleId, message, severity }) => ({ ruleId, message, severity })),
  });
}
process.stdout.write(JSON.stringify(out));
