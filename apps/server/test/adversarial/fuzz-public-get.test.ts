import { fuzzSuite } from './support/fuzz-suite';
import { PUBLIC_GET_TARGETS } from './support/fuzz-targets';

fuzzSuite('fuzzing the public GET endpoints', 300, PUBLIC_GET_TARGETS);
