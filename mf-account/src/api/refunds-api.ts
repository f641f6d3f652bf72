// A receipt as staff see it from a payment ticket, and its one full refund (svc-billing, administrators only), typed by
// the contract (import type only: no zod in the bundle). The refund's answer is read again with the receipt.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { refundRoutes } from '@matrimony/contracts/http/billing/refunds';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof refundRoutes;
export type AdminReceipt = ResponseOf<Routes['adminReceipt']>;
export type StaffRefund = ResponseOf<Routes['issueRefund']>;
export type RefundRequest = RequestBodyOf<Routes['issueRefund']>;

const RECEIPT = ['AdminReceipt'] as const;
const { billing } = apiRoutes;

export const refundsApi = api.enhanceEndpoints({ addTagTypes: [...RECEIPT] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      adminReceipt: endpoint.query(
        (number: string) => routeCall(billing.adminReceipt, { params: { number } }),
        { providesTags: [...RECEIPT] }
      ),
      issueRefund: endpoint.mutation(
        ({ number, body }: { number: string; body: RefundRequest }) =>
          routeCall(billing.issueRefund, { params: { number }, body }),
        { invalidatesTags: [...RECEIPT] }
      )
    };
  }
});

export const { useAdminReceiptQuery, useIssueRefundMutation } = refundsApi;
