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
