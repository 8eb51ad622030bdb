package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/static"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "ir",
		Usage:     "print the static IR (three-address form over basic blocks) of a method",
		ArgsUsage: "[JAR|DIR] CLASS.METHOD[DESC]",
		Description: "Lowers the method's bytecode into weft's IR and prints it: one block per\n" +
			"paragraph with predecessors, exception handlers and entry stack, each\n" +
			"instruction with its bytecode offset and source line. CLASS is a binary name\n" +
			"(java.util.Vector or pkg.Main$Inner); METHOD may carry a descriptor to pick\n" +
			"one overload (add(Ljava/lang/Object;)Z), else every overload is printed.\n" +
			"Classes come from the jar or directory given (default: the current\n" +
			"directory) and the JDK's java.base. The IR is checked by the sanity checker\n" +
			"before it is printed.\n\n" +
			"Exit status: 0, 2 usage or input error (or bytecode the IR cannot lower).\n\n" +
			"Examples:\n" +
			"  weft ir app.jar 'app.Main$Worker.run'         # every overload of run\n" +
			"  weft ir build/classes 'app.Box.add(Ljava/lang/Object;)Z'\n" +
			"  weft ir java.util.Vector.add                  # a JDK method",
		Action: irAction,
	})
}

func irAction(c *cli.Context) error {
	args := c.Args().Slice()
	var entries []string
	switch len(args) {
	case 1:
		fi, err := os.Stat(args[0])
		if err == nil && (fi.IsDir() || strings.HasSuffix(args[0], ".jar")) {
			return usageError("ir: want CLASS.METHOD after %s (see weft ir --help)", args[0])
		}
		if err != nil && strings.HasSuffix(args[0], ".jar") {
			// Not class "missing", method "jar".
			return usageError("ir: %s: no such jar; want [JAR|DIR] CLASS.METHOD (see weft ir --help)", args[0])
		}
		if _, err := os.Stat("."); err == nil {
			entries = []string{"."}
		}
	case 2:
		entries = []string{args[0]}
		args = args[1:]
	default:
		return usageError("ir: want [JAR|DIR] CLASS.METHOD, got %d arguments (see weft ir --help)", len(args))
	}
	cp, _, err := classfile.ForApplication(entries...)
	if err != nil {
		return inputError(err)
	}
	defer cp.Close()
	if err := printIR(c.App.Writer, cp, args[0]); err != nil {
		if errors.Is(err, classfile.ErrNotFound) {
			// Name where weft looked, and how to name another place.
			class, _, _ := strings.Cut(args[0], "(")
			if i := strings.LastIndexByte(class, '.'); i >= 0 {
				class = class[:i]
			}
			if len(entries) == 1 && entries[0] == "." && len(c.Args().Slice()) == 1 {
				return usageError("ir: class %s not found in the current directory or the JDK (name its jar or directory first: weft ir app.jar %s)", class, args[0])
			}
			return usageError("ir: class %s not found in %s or the JDK", class, strings.Join(entries, string(os.PathListSeparator)))
		}
		return inputError(err)
	}
	return nil
}

// printIR prints the IR of the methods named by spec (Class.method or
// Class.method(desc)).
func printIR(w io.Writer, cp *classfile.ClassPath, spec string) error {
	name, desc := spec, ""
	if i := strings.IndexByte(spec, '('); i >= 0 {
		name, desc = spec[:i], spec[i:]
	}
	dot := strings.LastIndexByte(name, '.')
	if dot < 0 {
		return fmt.Errorf("%q: want CLASS.METHOD", spec)
	}
	class, method := classfile.InternalName(name[:dot]), name[dot+1:]
	cf, err := cp.Lookup(class)
	if err != nil {
		return err
	}
	found := false
	for _, m := range cf.Methods {
		if m.Name != method || desc != "" && m.Desc != desc {
			continue
		}
		found = true
		f, err := static.Build(cf, m)
		if err != nil {
			return err
		}
		if f == nil {
			fmt.Fprintf(w, "%s.%s%s: no code (abstract or native)\n\n", classfile.DottedName(cf.Name), m.Name, m.Desc)
			continue
		}
		if err := static.Sanity(f); err != nil {
			return fmt.Errorf("BUG: IR fails the sanity check: %v", err)
		}
		f.WriteTo(w)
		fmt.Fprintln(w)
	}
	if !found {
		return fmt.Errorf("class %s has no method %s%s", classfile.DottedName(class), method, desc)
	}
	return nil
}
