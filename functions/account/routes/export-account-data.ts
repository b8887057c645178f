import { exportAccountData as contract } from '../../../shared/contracts/account';
import { exportFileName } from '../../../shared/schemas/account';
import { defineRoute } from '../../lib/http-handler';
import { exportAccountData as exportData } from '../account-export';

/**
 * GET /user/export (issue 21 §4): the caller's data as a JSON file to save. Never cached anywhere on
 * the way (it is the person's whole record).
 */
export const exportAccountData = defineRoute(contract, {
  async handle({ caller }) {
    const now = new Date();
    const data = await exportData(caller, now);
    return {
      text: JSON.stringify(data, null, 2),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(now)}"`,
        'cache-control': 'no-store',
      },
    };
  },
});
