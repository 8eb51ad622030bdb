package smt

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time of the calling OS thread (the caller locks it),
// which on a loaded machine measures Z3's work better than wall time.
func threadCPU() (time.Duration, bool) {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
