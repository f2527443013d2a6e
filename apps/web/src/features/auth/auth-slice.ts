import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { signInRefusalMetaSchema, type SignInRefusalMeta } from '@marketpult/shared/contracts/auth';
import { paths, ROOT_HREF } from '../../config/paths';
import { serverErrorOf } from '../../lib/http';
import { navigate } from '../../lib/navigation';
import { rootReducer, type AppDispatch, type RootState } from '../../lib/store';
import { fetchSessionUser, signIn, signOut, type UserInfo } from './auth-api';
import { readPageSessionUser } from './page-session';

/**
 * Spec §3, field for field, and `loginHint`: what the server added to a refused sign-in
 * (`responseStatus.meta`), shown under spec §8's message. `isLoggedIn` null means nobody has
 * asked the server yet.
 */
export interface AuthState {
  isSubmitting: boolean;
  isLoggedIn: boolean | null;
  isLoginError: boolean;
  errorCode: string | null;
  loginHint: SignInRefusalMeta | null;
  userInfo: UserInfo | null;
}

export const initialAuthState: AuthState = {
  isSubmitting: false,
  isLoggedIn: null,
  isLoginError: false,
  errorCode: null,
  loginHint: null,
  userInfo: null,
};

/**
 * The state the app starts with: signed in already when the page carries its user (a guarded
 * page load with a live session), so the layout draws without a session check first; else
 * unknown. A sign-out goes back to `initialAuthState`, never to the page's user.
 */
function startingAuthState(): AuthState {
  const userInfo = readPageSessionUser(globalThis.document);
  return userInfo ? { ...initialAuthState, isLoggedIn: true, userInfo } : initialAuthState;
}

/** Used when a failure carries no server error code (network down, a proxy's HTML page). */
export const UNKNOWN_ERROR_CODE = 'unknown';

export interface Credentials {
  userName: string;
  password: string;
}

interface LoginRefusal {
  errorCode: string;
  hint: SignInRefusalMeta | null;
}

const requestLogin = createAsyncThunk<UserInfo, Credentials, { rejectValue: LoginRefusal }>(
  'auth/login',
  async ({ userName, password }, { signal, rejectWithValue }) => {
    try {
      return await signIn(userName, password, { signal });
    } catch (error) {
      const status = serverErrorOf(error);
      // A hint this client does not know is left out; the code still counts.
      const hint = signInRefusalMetaSchema.safeParse(status?.meta);
      return rejectWithValue({
        // Spec §8: the status error code of the server's answer, lowercased.
        errorCode: status?.errorCode.toLowerCase() ?? UNKNOWN_ERROR_CODE,
        hint: hint.success ? hint.data : null,
      });
    }
  },
);

/** The session check; a second one while the first runs would ask the same question. */
export const checkSession = createAsyncThunk<UserInfo, void, { state: RootState }>(
  'auth/checkSession',
  (_, { signal }) => fetchSessionUser({ signal }),
  { condition: (_, { getState }) => !selectAuthState(getState()).isSubmitting },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: startingAuthState,
  reducers: {
    loggedOut: () => initialAuthState,
    /** The profile screen saved a new display name; an empty one shows the user name (spec §3). */
    displayNameChanged: (state, { payload }: PayloadAction<string>) => {
      if (state.userInfo) state.userInfo.displayName = payload || state.userInfo.userName;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestLogin.pending, (state) => {
        state.isSubmitting = true;
        state.isLoginError = false;
        state.errorCode = null;
        state.loginHint = null;
      })
      .addCase(requestLogin.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.isLoggedIn = true;
        state.userInfo = payload;
      })
      .addCase(requestLogin.rejected, (state, { payload }) => {
        state.isSubmitting = false;
        state.isLoggedIn = false;
        state.isLoginError = true;
        state.errorCode = payload?.errorCode ?? UNKNOWN_ERROR_CODE;
        state.loginHint = payload?.hint ?? null;
      })
      .addCase(checkSession.pending, (state) => {
        state.isSubmitting = true;
      })
      .addCase(checkSession.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.isLoggedIn = true;
        state.userInfo = payload;
      })
      .addCase(checkSession.rejected, (state) => {
        state.isSubmitting = false;
        state.isLoggedIn = false;
        state.userInfo = null;
      });
  },
  selectors: {
    selectAuthState: (state) => state,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectUserInfo: (state) => state.userInfo,
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

const injectedAuthSlice = authSlice.injectInto(rootReducer);

export const { selectAuthState, selectIsLoggedIn, selectUserInfo } = injectedAuthSlice.selectors;

export const { displayNameChanged } = authSlice.actions;

/** Spec §4: success stores the user and goes to the root, replacing the sign-in entry. */
export function login(credentials: Credentials) {
  return async (dispatch: AppDispatch) => {
    const result = await dispatch(requestLogin(credentials));
    if (requestLogin.fulfilled.match(result)) navigate(ROOT_HREF, { replace: true });
    return result;
  };
}

/** Spec §4 and §8: the state resets first, and a failed call still ends on /login. */
export function logout() {
  return async (dispatch: AppDispatch) => {
    dispatch(authSlice.actions.loggedOut());
    try {
      await signOut();
    } catch {
      // Nothing to tell the user: the session is gone for this browser either way.
    }
    navigate(paths.login.getHref(), { replace: true });
  };
}
