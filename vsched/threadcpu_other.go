//go:build !linux

package vsched

import "time"

// threadCPU is 0: only Linux tells a thread's CPU time (threadcpu_linux.go).
func threadCPU() time.Duration { return 0 }
