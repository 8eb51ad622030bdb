package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "javap",
		Usage:     "disassemble classes like javap -c -p (members, bytecode, line numbers)",
		ArgsUsage: "FILE.class|JAR|DIR [CLASS]",
		Description: "Prints the fields and methods of a class file, or of the classes of a jar or\n" +
			"directory, with each method's bytecode, its constant-pool references resolved,\n" +
			"its exception table and its line numbers. CLASS (java.util.List or\n" +
			"java/util/List) picks one class of a jar or directory; without it every class\n" +
			"is printed, or only the Main-Class with --main.\n\n" +
			"Exit status: 0, 2 usage or input error (a class that cannot be read).\n\n" +
			"Examples:\n" +
			"  weft javap app.jar                  # every class of the jar\n" +
			"  weft javap app.jar app.Main         # one class\n" +
			"  weft javap build/classes/Main.class # a class file",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "main", Usage: "print only the jar's Main-Class"},
		},
		Action: javapAction,
	})
}

func javapAction(c *cli.Context) error {
	mainOnly := c.Bool("main")
	var args []string
	for _, a := range c.Args().Slice() {
		if a == "--main" || a == "-main" { // urfave/cli stops parsing flags at the first argument
			mainOnly = true
			continue
		}
		args = append(args, a)
	}
	if len(args) < 1 || len(args) > 2 {
		return usageError("javap: want FILE.class|JAR|DIR [CLASS], got %d arguments (see weft javap --help)", len(args))
	}
	path, class := args[0], ""
	if len(args) == 2 {
		class = classfile.InternalName(strings.TrimSuffix(args[1], ".class"))
	}
	if err := javap(c.App.Writer, path, class, mainOnly); err != nil {
		return inputError(err)
	}
	return nil
}

// javap prints the classes selected by path, class (internal name, may be
// "") and mainOnly.
func javap(w io.Writer, path, class string, mainOnly bool) error {
	st, err := os.Stat(path)
	if err != nil {
		return fileError(path, err)
	}
	if !st.IsDir() && strings.HasSuffix(path, ".class") {
		if mainOnly {
			return fmt.Errorf("%s: --main needs a jar", path)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return fileError(path, err)
		}
		cf, err := classfile.Parse(data, path)
		if err != nil {
			return err
		}
		if class != "" && cf.Name != class {
			return fmt.Errorf("%s holds class %s, not %s", path, classfile.DottedName(cf.Name), classfile.DottedName(class))
		}
		return classfile.Disassemble(w, cf)
	}
	src, err := classfile.Open(path)
	if err != nil {
		return fileError(path, err)
	}
	defer src.Close()
	var names []string
	switch {
	case class != "":
		names = []string{class}
	case mainOnly:
		a, ok := src.(*classfile.Archive)
		if !ok || a.MainClass == "" {
			return fmt.Errorf("%s: no Main-Class in the manifest", path)
		}
		names = []string{classfile.InternalName(a.MainClass)}
	default:
		names = src.Names()
		if len(names) == 0 {
			return fmt.Errorf("%s: no classes", path)
		}
	}
	for i, n := range names {
		data, origin, ok, err := src.Find(n)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("class %s not found in %s", classfile.DottedName(n), path)
		}
		cf, err := classfile.Parse(data, origin)
		if err != nil {
			return err
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := classfile.Disassemble(w, cf); err != nil {
			return err
		}
	}
	return nil
}

// fileError turns an os error into "PATH: no such file or directory"
// rather than Go's "open PATH: …".
func fileError(path string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", path, pe.Err)
	}
	return err
}
