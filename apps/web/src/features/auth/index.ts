// What other features may use of auth (the only way in from outside the feature).
export { authApi } from './auth.api';
export { NewPasswordInputs } from './password-fields';
export { useVerifyCode, VerifyCodeFields } from './verify-code';
