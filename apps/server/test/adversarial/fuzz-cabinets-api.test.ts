import { fuzzSuite } from './support/fuzz-suite';
import { CABINET_API_TARGETS } from './support/fuzz-targets';

fuzzSuite('fuzzing the cabinet calls', 400, CABINET_API_TARGETS);
