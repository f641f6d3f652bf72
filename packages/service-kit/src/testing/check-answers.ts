// Loaded by each service's .mocharc (`require`) before any app is built: contract routes check their answers.
import { CHECK_ANSWERS_ENV } from '../http/answer-check';

process.env[CHECK_ANSWERS_ENV] = '1';
