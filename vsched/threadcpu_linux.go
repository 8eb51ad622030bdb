package vsched

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID: the calling
// thread's CPU time, to the nanosecond (getrusage's RUSAGE_THREAD counts
// in scheduler ticks, too coarse for an analysis of half a millisecond).
const clockThreadCPUTime = 3

// threadCPU is the CPU time (user + system) the calling OS thread has
// used; the goroutine must be locked to it (runtime.LockOSThread).
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, e := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
