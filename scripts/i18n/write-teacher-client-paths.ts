// npm run i18n:client-paths: writes lib/i18n/teacher-client-paths.json, the message paths the teacher
// area's browser components ask for, per section (decision 0174). lib/i18n/client-messages.test.ts
// fails until the file matches the source.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { teacherClientPaths } from '../../test/i18n/teacher-client-paths';

const file = 'lib/i18n/teacher-client-paths.json';
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(teacherClientPaths()), options));
console.info(`wrote ${file}`);
