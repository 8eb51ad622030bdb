package main

import (
	"os"

	"github.com/urfave/cli/v2"
)

// stdinFlag is --stdin of run, explore and replay.
func stdinFlag(cmd string) cli.Flag {
	usage := map[string]string{
		"run":     "the program's standard input (System.in) is `FILE` (default: weft's own standard input)",
		"explore": "the program's standard input (System.in) is `FILE`, read once and the same bytes in every execution; recorded in the trace (default: empty)",
		"replay":  "the program's standard input (System.in) is `FILE` instead of the bytes the trace recorded",
	}[cmd]
	return &cli.StringFlag{Name: "stdin", Usage: usage}
}

// stdinBytes reads --stdin's file; ok is false when the flag is not set.
func stdinBytes(c *cli.Context, cmd string) (b []byte, ok bool, err error) {
	name := c.String("stdin")
	if name == "" {
		return nil, false, nil
	}
	b, err = os.ReadFile(name)
	if err != nil {
		return nil, false, usageError("%s: --stdin: %v", cmd, err)
	}
	if b == nil {
		b = []byte{}
	}
	return b, true, nil
}

// pipedStdin reports whether weft's standard input is a pipe or a
// non-empty file, which a user may expect explore to give the program as
// run does (explore gives it only --stdin's file, the same in every
// execution): not a terminal, /dev/null or an empty file.
func pipedStdin() bool {
	fi, err := os.Stdin.Stat()
	if err != nil {
		return false
	}
	m := fi.Mode()
	return m&os.ModeNamedPipe != 0 || (m.IsRegular() && fi.Size() > 0)
}
