#!/usr/bin/env bash
# A logical backup of the portal's database: pg_dump's custom format (compressed, restorable table by table).
# Usage: DATABASE_URL=postgres://... scripts/backup.sh [FILE]   (default: backups/portal-<UTC time>.dump)
# Point-in-time recovery (WAL archiving) is the database server's job: see docs/production.md.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is required}"
file="${1:-backups/portal-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$file")"
pg_dump --format=custom --no-owner --no-privileges --file="$file" "$DATABASE_URL"
echo "backup written: $file ($(wc -c <"$file") bytes)"
