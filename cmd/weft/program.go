package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"
)

// programSpec is a program named on the command line, as weft run and weft
// explore take it: "app.jar [args]" or "--cp DIR[:JAR...] Main [args]".
type programSpec struct {
	entries []string // class path entries
	jar     string   // the jar, when the program is given as one
	main    string   // main class; "" means the jar's Main-Class
	args    []string // the program's arguments
}

// parseProgram reads a program from a command's arguments; cp is the value
// of its --cp flag. The entries are checked to exist.
func parseProgram(cmd, cp string, args []string) (*programSpec, error) {
	var s programSpec
	if cp != "" {
		if len(args) < 1 {
			return nil, usageError("%s: missing main class", cmd)
		}
		s.entries = strings.Split(cp, string(os.PathListSeparator))
		s.main, s.args = args[0], args[1:]
	} else {
		if len(args) < 1 {
			return nil, usageError("%s: missing jar (or --cp DIR Main)", cmd)
		}
		s.entries = []string{args[0]}
		s.jar = args[0]
		s.args = args[1:]
	}
	for _, e := range s.entries {
		if _, err := os.Stat(e); err != nil {
			return nil, inputError(err)
		}
	}
	return &s, nil
}

// interspersed returns the command's positional arguments, setting the
// flags that follow them (weft explore app.jar --strategy dpor): urfave/cli
// stops parsing flags at the first argument. Everything after "--" is
// positional.
func interspersed(c *cli.Context) ([]string, error) {
	in := c.Args().Slice()
	bools := map[string]bool{}
	known := map[string]bool{}
	for _, f := range c.Command.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, n := range f.Names() {
			known[n] = true
			bools[n] = isBool
		}
	}
	var pos []string
	for i := 0; i < len(in); i++ {
		a := in[i]
		if a == "--" {
			pos = append(pos, in[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !known[name] {
			return nil, usageError("%s: unknown flag %s", c.Command.Name, a)
		}
		if !hasVal {
			if bools[name] {
				val = "true"
			} else {
				if i+1 >= len(in) {
					return nil, usageError("%s: flag %s needs a value", c.Command.Name, a)
				}
				i++
				val = in[i]
			}
		}
		if err := c.Set(name, val); err != nil {
			return nil, usageError("%s: %s %s: %v", c.Command.Name, a, val, err)
		}
	}
	return pos, nil
}

// describe names the program for messages.
func (s *programSpec) describe() string {
	if s.jar != "" {
		return s.jar
	}
	return fmt.Sprintf("%s on %s", s.main, strings.Join(s.entries, string(os.PathListSeparator)))
}
