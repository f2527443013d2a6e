import { PRICE_API_TARGETS } from './support/fuzz-prices';
import { fuzzSuite } from './support/fuzz-suite';

fuzzSuite('fuzzing the price calls', 500, PRICE_API_TARGETS);
