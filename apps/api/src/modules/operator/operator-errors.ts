import { AppError } from '../../platform/errors.js';

export const companyNotFound = () => new AppError(404, 'operator.companyNotFound', 'NOT_FOUND');
