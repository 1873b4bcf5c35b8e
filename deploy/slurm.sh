#!/bin/bash
# Counts a puzzle in 64 shards as a Slurm job array, one shard a task:
#
#   sbatch --export=PUZZLE=/shared/set.json deploy/slurm.sh
#   cubist merge shards/*.json            # once every task has ended
#
# A task that fails or is preempted can be run again (sbatch --array=N):
# its checkpoint makes it go on where it stopped. The shards' count must
# match --array: tasks 0 to 63 of 64 shards.
#SBATCH --job-name=cubist-count
#SBATCH --array=0-63
#SBATCH --cpus-per-task=4
#SBATCH --time=24:00:00
#SBATCH --output=shards/%a.log
set -euo pipefail
mkdir -p shards
cubist solve --count --json --progress --workers "$SLURM_CPUS_PER_TASK" --shard "$SLURM_ARRAY_TASK_ID/64" --checkpoint "shards/$SLURM_ARRAY_TASK_ID.checkpoint" --out "shards/$SLURM_ARRAY_TASK_ID.json" "$PUZZLE"
