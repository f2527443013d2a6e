import { fuzzSuite } from './support/fuzz-suite';
import { SIGN_UP_TARGETS } from './support/fuzz-targets';

fuzzSuite('fuzzing the sign-up calls', 100, SIGN_UP_TARGETS);
