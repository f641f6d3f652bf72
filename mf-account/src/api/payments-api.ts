// Buying and receipts (svc-billing) and contact details (svc-profile), typed by their contracts.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import type { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import { api } from '@matrimony/session/api';

export type CheckoutOrder = ResponseOf<typeof paymentRoutes.createOrder>;
export type OrderRequest = RequestBodyOf<typeof paymentRoutes.createOrder>;
export type PaymentResult = ResponseOf<typeof paymentRoutes.verifyPayment>;
export type CheckoutAnswer = RequestBodyOf<typeof paymentRoutes.verifyPayment>;
export type Receipt = ResponseOf<typeof paymentRoutes.getReceipt>;
export type ContactDetails = ResponseOf<typeof contactRoutes.getContact>;

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CheckoutOrder, OrderRequest>({
      query: (body) => ({ url: 'billing/orders', method: 'POST', body })
    }),
    verifyPayment: build.mutation<PaymentResult, CheckoutAnswer>({
      query: (body) => ({ url: 'billing/payments/verify', method: 'POST', body }),
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
    receipts: build.query<ResponseOf<typeof paymentRoutes.listReceipts>, void>({
      query: () => 'billing/receipts'
    }),
    receipt: build.query<Receipt, string>({
      query: (number) => ({ url: 'billing/receipts/:number', pathParams: { number } })
    }),
    contactDetails: build.query<ContactDetails, string>({
      query: (profileId) => ({ url: 'profiles/:profileId/contact', pathParams: { profileId } }),
      keepUnusedDataFor: 0
    })
  })
});

export const {
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  useReceiptsQuery,
  useReceiptQuery,
  useLazyContactDetailsQuery
} = paymentsApi;
