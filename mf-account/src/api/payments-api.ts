// Buying and receipts (svc-billing) and contact details (svc-profile), typed by their contracts.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import type { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import { apiRoutes, buildUrl, requestFile, type DownloadedFile } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

export type CheckoutOrder = ResponseOf<typeof paymentRoutes.createOrder>;
export type OrderRequest = RequestBodyOf<typeof paymentRoutes.createOrder>;
export type PaymentResult = ResponseOf<typeof paymentRoutes.verifyPayment>;
export type CheckoutAnswer = RequestBodyOf<typeof paymentRoutes.verifyPayment>;
export type Receipt = ResponseOf<typeof paymentRoutes.getReceipt>;
export type TaxInvoice = NonNullable<Receipt['invoice']>;
export type ContactDetails = ResponseOf<typeof contactRoutes.getContact>;

const { billing, profiles } = apiRoutes;

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      createOrder: endpoint.mutation((body: OrderRequest) => routeCall(billing.createOrder, { body })),
      verifyPayment: endpoint.mutation((body: CheckoutAnswer) => routeCall(billing.verifyPayment, { body }), {
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (!data) return;
          dispatch(
            paymentsApi.util.updateQueryData('receipts', undefined, (draft) => {
              if (!draft.items.some((item) => item.number === data.receipt.number))
                draft.items.unshift(data.receipt);
            })
          );
        }
      }),
      receipts: endpoint.query(billing.listReceipts),
      receipt: endpoint.query((number: string) => routeCall(billing.getReceipt, { params: { number } })),
      contactDetails: endpoint.query(
        (profileId: string) => routeCall(profiles.getContact, { params: { profileId } }),
        { keepUnusedDataFor: 0 }
      )
    };
  }
});

export const {
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  useReceiptsQuery,
  useReceiptQuery,
  useLazyContactDetailsQuery
} = paymentsApi;

/**
 * The receipt's tax invoice as a PDF file, fetched with the session's token (a plain link could not send it). Not RTK
 * Query: a file to save, not data to cache.
 */
export function downloadInvoice(receiptNumber: string): Promise<DownloadedFile> {
  return requestFile(buildUrl(billing.downloadInvoice.path, { number: receiptNumber }));
}
