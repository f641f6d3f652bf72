#!/bin/sh
# Creates the Secrets the dev overlay reads (deploy/README.md "Secrets"), in namespace matrimony.
# Values the platform only shares with itself are random; third-party credentials come from the
# environment (test-mode keys). An existing Secret is left alone, so re-running never rotates
# anything by accident (rotation: docs/runbook.md "Rotate secrets").
#
#   RAZORPAY_KEY_ID=rzp_test_x RAZORPAY_KEY_SECRET=x RAZORPAY_WEBHOOK_SECRET=x \
#   SMTP_URL=smtp://user:pass@mail.example:587 SMS_API_URL=https://sms.example/send SMS_API_KEY=x \
#   UIDAI_OFFLINE_CERT_FILE=uidai_offline_publickey.pem deploy/scripts/create-dev-secrets.sh
# (UIDAI_OFFLINE_CERT_FILE: UIDAI's published offline e-KYC certificate as PEM; the pods run with NODE_ENV=production,
# which refuses packages/uidai-dev's test certificate.)
set -eu

namespace=${NAMESPACE:-matrimony}

for name in RAZORPAY_KEY_ID RAZORPAY_KEY_SECRET RAZORPAY_WEBHOOK_SECRET SMTP_URL SMS_API_URL SMS_API_KEY UIDAI_OFFLINE_CERT_FILE; do
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
  --from-literal=KEYCLOAK_SESSIONS_CLIENT_SECRET="$(random)" \
  --from-literal=IDENTITY_TOKEN_SECRET="$(random)" \
  --from-literal=ALTCHA_HMAC_KEY="$(random)" \
  --from-literal=MOBILE_HASH_KEY="$(random)" \
  --from-literal=AADHAAR_HASH_KEY="$(random)" \
  --from-file=UIDAI_OFFLINE_CERT="$UIDAI_OFFLINE_CERT_FILE"
create_secret svc-billing-secrets \
  --from-literal=RAZORPAY_KEY_ID="$RAZORPAY_KEY_ID" \
  --from-literal=RAZORPAY_KEY_SECRET="$RAZORPAY_KEY_SECRET" \
  --from-literal=RAZORPAY_WEBHOOK_SECRET="$RAZORPAY_WEBHOOK_SECRET" \
  --from-literal=MOBILE_HASH_KEY="$(random)"
create_secret contact-offer-key \
  --from-literal=CONTACT_OFFER_KEY="$(random)"
create_secret svc-notify-secrets \
  --from-literal=SMTP_URL="$SMTP_URL" \
  --from-literal=SMS_API_URL="$SMS_API_URL" \
  --from-literal=SMS_API_KEY="$SMS_API_KEY" \
  --from-literal=UNSUBSCRIBE_SECRET="$(random)"
for user in svc-identity svc-profile svc-billing svc-notify backup; do
  create_secret "$user-mongodb-password" --from-literal=password="$(random)"
done
for service in svc-identity svc-profile svc-billing svc-notify; do
  create_secret "$service-nats-password" --from-literal=password="$(random)"
done

# NATS TLS: a throwaway CA and one server certificate for every NATS name (clients and cluster routes).
if ! kubectl -n "$namespace" get secret nats-tls >/dev/null 2>&1; then
  dir=$(mktemp -d)
  openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=matrimony-nats-ca" \
    -keyout "$dir/ca.key" -out "$dir/ca.crt" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=nats" -keyout "$dir/tls.key" -out "$dir/tls.csr" 2>/dev/null
  printf 'subjectAltName=DNS:nats,DNS:nats.%s.svc,DNS:*.nats-headless,DNS:*.nats-headless.%s.svc\nextendedKeyUsage=serverAuth,clientAuth\n' \
    "$namespace" "$namespace" >"$dir/ext.cnf"
  openssl x509 -req -in "$dir/tls.csr" -CA "$dir/ca.crt" -CAkey "$dir/ca.key" -CAcreateserial -days 825 \
    -extfile "$dir/ext.cnf" -out "$dir/tls.crt" 2>/dev/null
  kubectl -n "$namespace" create secret generic nats-tls \
    --from-file=tls.crt="$dir/tls.crt" --from-file=tls.key="$dir/tls.key" --from-file=ca.crt="$dir/ca.crt"
  rm -rf "$dir"
else
  echo "secret/nats-tls exists, kept"
fi
create_secret keycloak-db \
  --from-literal=username=keycloak \
  --from-literal=password="$(random)"
