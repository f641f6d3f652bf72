import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { PAYMENT_MESSAGES } from '@matrimony/catalog/messages';
import { problemMessage, useSession } from '@matrimony/session';
import { toast } from '@matrimony/ui';
import { accountApi } from '../api/account-api';
import {
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  type OrderRequest,
  type PaymentResult
} from '../api/payments-api';
import { CheckoutError, openCheckout, paymentConfirmed } from './checkout';

/** Order → Razorpay checkout → server-side verification; toasts say how it went. Resolves with the receipt, or undefined. */
export function useBuy() {
  const [createOrder] = useCreateOrderMutation();
  const [verify] = useVerifyPaymentMutation();
  const { refreshProfile } = useSession();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [busy, setBusy] = useState<OrderRequest['product'] | null>(null);

  const buy = async (request: OrderRequest): Promise<PaymentResult['receipt'] | undefined> => {
    setBusy(request.product);
    try {
      const order = await createOrder(request).unwrap();
      const answer = await openCheckout(order);
      const result = await verify(answer).unwrap();
      paymentConfirmed();
      await refreshProfile();
      void dispatch(
        accountApi.endpoints.mySubscription.initiate(undefined, { forceRefetch: true, subscribe: false })
      );
      toast({ ...PAYMENT_MESSAGES.succeeded, variant: 'success' });
      return result.receipt;
    } catch (error) {
      if (error instanceof CheckoutError) {
        const message =
          error.reason === 'cancelled'
            ? PAYMENT_MESSAGES.cancelled
            : error.reason === 'failed'
              ? PAYMENT_MESSAGES.failed
              : PAYMENT_MESSAGES.unavailable;
        toast({ ...message, variant: error.reason === 'cancelled' ? 'default' : 'destructive' });
      } else {
        toast({ ...problemMessage(error, PAYMENT_MESSAGES.unavailable), variant: 'destructive' });
      }
      return undefined;
    } finally {
      setBusy(null);
    }
  };
  return { buy, busy };
}
