/**
 * What other contexts may use of accounts: the field rules of registration (a profile edit applies the same ones)
 * and the password check (deleting an account asks for the password).
 */
export { emailField, usernameField } from './domain/credentials';
export { passwordMatches } from './domain/passwords';
