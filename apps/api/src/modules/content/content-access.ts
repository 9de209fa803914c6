import { idText } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';

/**
 * Spec §6 "posting content": HQ and staff granted it write the news feed, the FAQ and the game plan; everyone in
 * the back office reads what is open to them.
 */
export const CONTENT_WRITERS = access.hqAndStaffWith('posting_content');

export const idParams = z.object({ id: idText() });
