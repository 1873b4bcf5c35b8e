#!/bin/sh
# Counts a puzzle in SHARDS shards with GNU parallel, on this machine's
# cores or on other hosts over ssh, then adds the shards up.
#
#   deploy/parallel.sh PUZZLE SHARDS [OUTDIR [PARALLEL-OPTION...]]
#
#   deploy/parallel.sh bedlam 16                      # the local cores
#   deploy/parallel.sh set.json 64 shards --sshlogin 8/alice@host1,8/host2 --basefile set.json
#
# Each shard's result lands in OUTDIR/i.res (parallel brings it back from
# a remote host), its checkpoint in OUTDIR/i.checkpoint on the host that
# ran it: a shard run again goes on where it stopped. CUBIST names the
# cubist program, here and on every host (default: cubist on the PATH).
set -eu
if [ $# -lt 2 ]; then
  sed -n '2,14s/^# \{0,1\}//p' "$0" >&2
  exit 2
fi
puzzle=$1 shards=$2 out=${3:-shards}
shift 2
[ $# -gt 0 ] && shift
cubist=${CUBIST:-cubist}
mkdir -p "$out"
seq 0 $((shards - 1)) | parallel --halt now,fail=1 --results "$out/{}.res" "$@" \
  "$cubist" solve --count --json --workers 1 --shard "{}/$shards" --checkpoint "$out/{}.checkpoint" "$puzzle"
"$cubist" merge "$out"/*.res
