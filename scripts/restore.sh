#!/usr/bin/env bash
# Restores a backup written by scripts/backup.sh into an EMPTY database, then checks the ledger (every asset sums to
# zero, every balance equals its entries). Stop the instances first; start them again after.
# Usage: DATABASE_URL=postgres://.../empty_db scripts/restore.sh FILE
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is required}"
file="${1:?the backup file to restore}"
root="$(cd "$(dirname "$0")/.." && pwd)"
tables=$(psql "$DATABASE_URL" -Atc "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
if [ "$tables" != "0" ]; then
  echo "refusing to restore into a database that has tables (public has $tables): create an empty one" >&2
  exit 2
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
node="$root/node_modules/.bin/node"
[ -x "$node" ] || node=node
"$node" "$root/scripts/verify-ledger.ts"
echo "restored: $file"
