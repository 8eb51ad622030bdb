package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/vm"
)

// Symbolic inputs on the command line: --input-method names further input
// methods (weft.Input's always are), --input gives input values, and run's
// --show-path prints the inputs read and the constraints of the symbolic
// branches taken.

func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringSliceFlag{Name: "input-method", Usage: "a static method (`pkg.Cls.method`, every overload) whose calls read a symbolic input of its return type (int, long, boolean, short, byte, char) instead of running; weft.Input's methods always do; repeatable"},
		&cli.StringSliceFlag{Name: "input", Usage: "value of a symbolic input, `NAME=VALUE` (names as --show-path prints them: main#0 is main's first input, main.1#0 the first input of the first thread main starts); unset inputs are 0 or weft.Input's default; repeatable"},
		&cli.BoolFlag{Name: "symbolic-jdk", Usage: "keep symbolic values symbolic inside the JDK's code (java.*, javax.*, jdk.*, sun.*, com.sun.*); by default a symbolic argument of a JDK method (e.g. an input appended to a String) is concretized: pinned to its value, the equality recorded in the path constraint, so the JDK's formatting branches are no symbolic branches"},
	}
}

// inputOptions reads --input-method and --input.
func inputOptions(c *cli.Context, cmd string) (methods []string, inputs map[string]int64, err error) {
	for _, m := range c.StringSlice("input-method") {
		if _, _, ok := vm.ParseInputMethod(m); !ok {
			return nil, nil, usageError("%s: --input-method %q: want pkg.Class.method", cmd, m)
		}
		methods = append(methods, m)
	}
	for _, kv := range c.StringSlice("input") {
		name, val, ok := strings.Cut(kv, "=")
		if !ok || name == "" {
			return nil, nil, usageError("%s: --input %q: want NAME=VALUE", cmd, kv)
		}
		var x int64
		switch val {
		case "true":
			x = 1
		case "false":
			x = 0
		default:
			if len(val) == 3 && val[0] == '\'' && val[2] == '\'' {
				x = int64(val[1])
				break
			}
			n, perr := strconv.ParseInt(val, 0, 64)
			if perr != nil {
				u, uerr := strconv.ParseUint(val, 0, 64)
				if uerr != nil {
					return nil, nil, usageError("%s: --input %s: %q is not a number (nor true, false or 'c')", cmd, name, val)
				}
				n = int64(u)
			}
			x = n
		}
		if inputs == nil {
			inputs = map[string]int64{}
		}
		inputs[name] = x
	}
	return methods, inputs, nil
}

// pathListener keeps a run's inputs and symbolic branches for --show-path.
type pathListener struct {
	events []vm.Event
}

func (l *pathListener) OnEvent(e *vm.Event) {
	if e.Kind == vm.KInput || e.Kind == vm.KBranch {
		l.events = append(l.events, *e)
	}
}

// print writes the inputs and the path constraint, each with its place
// (File.java:line, method, thread).
func (l *pathListener) print(w io.Writer, out *vm.Outcome) {
	thread := func(id int) string {
		if out != nil && id < len(out.ThreadNames) && out.ThreadNames[id] != "" {
			return out.ThreadNames[id]
		}
		return "T" + strconv.Itoa(id)
	}
	where := func(e *vm.Event) string {
		m := e.Site.Method
		if i := strings.IndexByte(m, '('); i >= 0 {
			m = m[:i]
		}
		return fmt.Sprintf("%s (%s.%s, thread %s)", e.Pos, classfile.DottedName(e.Site.Class), m, thread(e.Thread))
	}
	n := 0
	for i := range l.events {
		e := &l.events[i]
		switch e.Kind {
		case vm.KInput:
			fmt.Fprintf(w, "weft: input %s = %d (%s) at %s\n", e.Input.Name, e.Input.Value, typeName(e.Input.Type), where(e))
		case vm.KBranch:
			n++
			fmt.Fprintf(w, "weft: path %d: %s at %s\n", n, e.Cond, where(e))
		}
	}
	if n == 0 && len(l.events) > 0 {
		fmt.Fprintln(w, "weft: path: no branch depended on an input")
	}
}

// unusedInputs warns about --input values no run read.
func unusedInputs(w io.Writer, inputs map[string]int64, read []vm.Input) {
	seen := map[string]bool{}
	for _, in := range read {
		seen[in.Name] = true
	}
	var names []string
	for n := range inputs {
		if !seen[n] {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "weft: run: warning: --input %s: the run read no input of that name\n", n)
	}
}

func typeName(t byte) string {
	switch t {
	case 'I':
		return "int"
	case 'J':
		return "long"
	case 'Z':
		return "boolean"
	case 'S':
		return "short"
	case 'B':
		return "byte"
	case 'C':
		return "char"
	}
	return string(t)
}
