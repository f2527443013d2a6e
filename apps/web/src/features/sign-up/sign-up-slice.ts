import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { SIGN_UP_RETVAL, type SignUpResult } from '@marketpult/shared/contracts/sign-up-result';
import { selectRuntimeConfig } from '../../config/runtime-config';
import { HttpError, serverErrorOf } from '../../lib/http';
import { rootReducer, type AppDispatch, type RootState } from '../../lib/store';
import { createSignUpService, type SignUpService } from './sign-up-service';

/** Spec §3: `retval` of a refusal, or the HTTP status of a transport failure (0: no answer). */
export interface SignUpError {
  errorCode: number;
  errorMessage: string;
}

/** Spec §3, the sign-up flow state shared by registration and confirmation. */
export interface SignUpState {
  isSubmitting: boolean;
  requestSent: boolean;
  error: SignUpError | null;
}

export const initialSignUpState: SignUpState = {
  isSubmitting: false,
  requestSent: false,
  error: null,
};

/** Spec §3: the registration request; `phone` already holds digits and '+' only. */
export interface RegistrationSubmission {
  email: string;
  password: string;
  phone: string;
  callbackUrl: string;
}

export interface ConfirmationSubmission {
  email: string;
  key: string;
}

const createSignUpThunk = createAsyncThunk.withTypes<{
  state: RootState;
  rejectValue: SignUpError;
}>();

/**
 * Spec §8: a transport failure carries the HTTP status and the server's own message when it
 * sent one; a failure before any answer (network down, no hash) has the code 0.
 */
function transportFailure(error: unknown): SignUpError {
  if (error instanceof HttpError) {
    return { errorCode: error.status, errorMessage: serverErrorOf(error)?.message ?? '' };
  }
  return { errorCode: 0, errorMessage: '' };
}

/** Spec §8: null for success; a refusal (`retval` above 0) or a transport failure otherwise. */
async function failureOf(call: () => Promise<SignUpResult>): Promise<SignUpError | null> {
  let result: SignUpResult;
  try {
    result = await call();
  } catch (error) {
    return transportFailure(error);
  }
  return result.retval > SIGN_UP_RETVAL.ok
    ? { errorCode: result.retval, errorMessage: result.errMsg }
    : null;
}

function serviceFor(state: RootState): SignUpService {
  const config = selectRuntimeConfig(state);
  // The app renders nothing before the runtime config arrives, so this is a wiring bug.
  if (!config) throw new Error('The runtime config is not loaded');
  return createSignUpService({
    portal: config.menuVariant,
    marketsProxyToken: config.marketsProxyToken,
  });
}

const requestRegistration = createSignUpThunk(
  'signUp/register',
  async (
    { email, password, phone, callbackUrl }: RegistrationSubmission,
    { getState, signal, rejectWithValue },
  ) => {
    const service = serviceFor(getState());
    const failure = await failureOf(() =>
      service.register(email, password, phone, callbackUrl, { signal }),
    );
    if (failure) return rejectWithValue(failure);
  },
);

const requestConfirmation = createSignUpThunk(
  'signUp/confirm',
  async ({ email, key }: ConfirmationSubmission, { getState, signal, rejectWithValue }) => {
    const service = serviceFor(getState());
    const failure = await failureOf(() => service.confirm(email, key, { signal }));
    if (failure) return rejectWithValue(failure);
  },
);

export const signUpSlice = createSlice({
  name: 'signUp',
  initialState: initialSignUpState,
  reducers: {
    reset: () => initialSignUpState,
  },
  extraReducers: (builder) => {
    for (const thunk of [requestRegistration, requestConfirmation]) {
      builder
        .addCase(thunk.pending, () => ({ isSubmitting: true, requestSent: false, error: null }))
        .addCase(thunk.fulfilled, (state) => {
          state.isSubmitting = false;
          state.requestSent = true;
        })
        .addCase(thunk.rejected, (state, { payload, meta }) => {
          // An aborted request has been replaced by a newer one, or by a reset: nothing to show.
          if (meta.aborted) return;
          state.isSubmitting = false;
          state.requestSent = false;
          state.error = payload ?? { errorCode: 0, errorMessage: '' };
        });
    }
  },
  selectors: {
    selectSignUpState: (state) => state,
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof signUpSlice> {}
}

const injectedSignUpSlice = signUpSlice.injectInto(rootReducer);

export const { selectSignUpState } = injectedSignUpSlice.selectors;

/*
 * The request in flight, so that a newer submit (or reopening a screen) can cancel it (spec §4).
 * The app has one store; a finished request ignores a late abort.
 */
let inFlight: { abort: (reason?: string) => void } | undefined;

function startLatest<Request extends { abort: (reason?: string) => void }>(
  start: () => Request,
): Request {
  inFlight?.abort('Superseded by a newer sign-up request');
  const request = start();
  inFlight = request;
  return request;
}

/** Spec §4: reset whenever the registration or the confirmation screen opens. */
export function signUpOpened() {
  return (dispatch: AppDispatch) => {
    inFlight?.abort('The sign-up screen was opened again');
    inFlight = undefined;
    dispatch(signUpSlice.actions.reset());
  };
}

export function submitRegistration(submission: RegistrationSubmission) {
  return (dispatch: AppDispatch) => startLatest(() => dispatch(requestRegistration(submission)));
}

export function submitConfirmation(submission: ConfirmationSubmission) {
  return (dispatch: AppDispatch) => startLatest(() => dispatch(requestConfirmation(submission)));
}
