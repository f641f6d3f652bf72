#!/bin/sh
# Creates the Secrets the dev overlay reads (deploy/README.md "Secrets"), in namespace matrimony.
# Values the platform only shares with itself are random; third-party credentials come from the
# environment (test-mode keys). An existing Secret is left alone, so re-running never rotates
# anything by accident (rotation: docs/runbook.md "Rotate secrets").
#
#   RAZORPAY_KEY_ID=rzp_test_x RAZORPAY_KEY_SECRET=x RAZORPAY_WEBHOOK_SECRET=x \
#   SMTP_URL=smtp://user:pass@mail.example:587 SMS_API_URL=https://sms.example/send SMS_API_KEY=x \
#   deploy/scripts/create-dev-secrets.sh
set -eu

namespace=${NAMESPACE:-matrimony}

for name in RAZORPAY_KEY_ID RAZORPAY_KEY_SECRET RAZORPAY_WEBHOOK_SECRET SMTP_URL SMS_API_URL SMS_API_KEY; do
  eval "value=\${$name:-}"
  if [ -z "$value" ]; then
    echo "create-dev-secrets: set $name (a test-mode credential) and run again" >&2
    exit 1
  fi
done

random() {
  openssl rand -hex 24
}

# create_secret NAME --from-literal=KEY=VALUE ...
create_secret() {
  name=$1
  shift
  if kubectl -n "$namespace" get secret "$name" >/dev/null 2>&1; then
    echo "secret/$name exists, kept"
    return
  fi
  kubectl -n "$namespace" create secret generic "$name" "$@"
}

kubectl get namespace "$namespace" >/dev/null 2>&1 || kubectl create namespace "$namespace"

create_secret svc-identity-secrets \
  --from-literal=KEYCLOAK_CLIENT_SECRET="$(random)" \
  --from-literal=IDENTITY_TOKEN_SECRET="$(random)" \
  --from-literal=ALTCHA_HMAC_KEY="$(random)"
create_secret svc-billing-secrets \
  --from-literal=RAZORPAY_KEY_ID="$RAZORPAY_KEY_ID" \
  --from-literal=RAZORPAY_KEY_SECRET="$RAZORPAY_KEY_SECRET" \
  --from-literal=RAZORPAY_WEBHOOK_SECRET="$RAZORPAY_WEBHOOK_SECRET"
create_secret svc-notify-secrets \
  --from-literal=SMTP_URL="$SMTP_URL" \
  --from-literal=SMS_API_URL="$SMS_API_URL" \
  --from-literal=SMS_API_KEY="$SMS_API_KEY"
for user in svc-identity svc-profile svc-billing svc-notify backup; do
  create_secret "$user-mongodb-password" --from-literal=password="$(random)"
done
create_secret keycloak-db \
  --from-literal=username=keycloak \
  --from-literal=password="$(random)"
