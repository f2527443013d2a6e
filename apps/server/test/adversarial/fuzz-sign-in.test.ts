import { fuzzSuite } from './support/fuzz-suite';
import { SIGN_IN_TARGETS } from './support/fuzz-targets';

fuzzSuite('fuzzing the sign-in calls', 0, SIGN_IN_TARGETS);
