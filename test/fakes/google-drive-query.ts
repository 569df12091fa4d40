// How the fake Drive reads request bodies and the `q` of files.list: the simulated Google's own.
export { fileBody, matchesQuery } from '@/dev/simulators/google/drive-query';
