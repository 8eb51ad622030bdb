//go:build !linux

package smt

import "time"

func threadCPU() (time.Duration, bool) { return 0, false }
