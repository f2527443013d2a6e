import { fuzzSuite } from './support/fuzz-suite';
import { CABINET_TARGETS } from './support/fuzz-targets';

fuzzSuite('fuzzing the signed-in calls', 200, CABINET_TARGETS);
