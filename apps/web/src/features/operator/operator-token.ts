/**
 * The operator's session: its own key in sessionStorage (a browser tab), never the company session's
 * (`niaga.token`), so neither realm's token is ever sent to the other's routes.
 */
export const OPERATOR_TOKEN_KEY = 'niaga.operatorToken';

export function getOperatorToken(): string | null {
  try {
    return sessionStorage.getItem(OPERATOR_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOperatorToken(token: string | null) {
  try {
    if (token) sessionStorage.setItem(OPERATOR_TOKEN_KEY, token);
    else sessionStorage.removeItem(OPERATOR_TOKEN_KEY);
  } catch {
    // Storage off (private mode): the session lasts as long as the page.
  }
}
