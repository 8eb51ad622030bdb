package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
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
// of its --cp flag and main of its --main flag ("": none). With --main, every
// argument after the jar (with --cp: every argument) is the program's. The
// entries are checked to exist.
func parseProgram(cmd, cp, main string, args []string) (*programSpec, error) {
	var s programSpec
	if cp != "" {
		if main == "" && len(args) < 1 {
			return nil, usageError("%s: missing main class after --cp %s (or give it with --main; see weft %s --help)", cmd, cp, cmd)
		}
		var err error
		if s.entries, err = splitClassPath(cmd, cp); err != nil {
			return nil, err
		}
		if main != "" {
			s.main, s.args = main, args
		} else {
			s.main, s.args = args[0], args[1:]
		}
	} else {
		if len(args) < 1 {
			return nil, usageError("%s: missing jar (or --cp DIR Main; see weft %s --help)", cmd, cmd)
		}
		s.entries = []string{args[0]}
		s.jar = args[0]
		s.main = main
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
			return nil, usageError("%s: unknown flag %s%s (see weft %s --help)", c.Command.Name, a, didYouMean(name, flagNames(c.Command.Flags), "--"), c.Command.Name)
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
			return nil, badFlagValue(c.Command.Name, c.Command.Flags, name, val, err.Error())
		}
	}
	return pos, nil
}

// splitClassPath splits a --cp value into its entries; an empty entry
// (a::b, a trailing ':') is an error rather than a confusing "stat : no such
// file".
func splitClassPath(cmd, cp string) ([]string, error) {
	entries := strings.Split(cp, string(os.PathListSeparator))
	for _, e := range entries {
		if e == "" {
			return nil, usageError("%s: --cp %q has an empty entry (entries are separated by %q)", cmd, cp, string(os.PathListSeparator))
		}
	}
	return entries, nil
}

// checkOutputPath checks, before a long run, that a file can be written at
// path ("": nothing to check): its directory exists and it is not a
// directory itself.
func checkOutputPath(path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s is not a directory", dir)
	}
	return nil
}

// checkMain checks, before any exploration, that the program's main class
// (spec.main, else the jar's Main-Class) exists and is a well-formed class
// file, so that every strategy reports a missing or corrupt main class the
// same way.
func checkMain(cmd string, spec *programSpec) error {
	cp, jarMain, err := classfile.ForApplication(spec.entries...)
	if err != nil {
		return inputError(err)
	}
	defer cp.Close()
	return checkMainIn(cmd, spec, cp, jarMain)
}

// checkMainIn is checkMain with the program's class path already loaded
// (jarMain is the first jar's Main-Class), so that the caller can go on
// with it instead of loading it again.
func checkMainIn(cmd string, spec *programSpec, cp *classfile.ClassPath, jarMain string) error {
	main := spec.main
	if main == "" {
		main = jarMain
	}
	if main == "" {
		return noMainClass(cmd, spec.entries[0], "Main", spec.args)
	}
	name := classfile.InternalName(strings.TrimSuffix(main, ".class"))
	cf, err := cp.Lookup(name)
	if err != nil {
		if errors.Is(err, classfile.ErrNotFound) {
			return missingMain(cmd, classfile.DottedName(name), spec.entries)
		}
		return inputError(fmt.Errorf("%s: main class %s: %w", cmd, classfile.DottedName(name), err))
	}
	// main may be inherited, as java allows.
	seen := map[string]bool{}
	for c := cf; c != nil; {
		if seen[c.Name] {
			return usageError("%s: main class %s: java.lang.ClassCircularityError: %s is its own superclass", cmd, classfile.DottedName(name), classfile.DottedName(c.Name))
		}
		seen[c.Name] = true
		if m := c.Method("main", "([Ljava/lang/String;)V"); m != nil && m.IsStatic() {
			return nil
		}
		if c.Super == "" {
			break
		}
		if c, err = cp.Lookup(c.Super); err != nil {
			return nil // the VM reports a broken superclass
		}
	}
	return usageError("%s: main class %s has no method public static void main(String[] args)", cmd, classfile.DottedName(name))
}

// noMainClass is the error for a program given without a main class: a jar
// without Main-Class, or a directory (which has no manifest). how is how
// cmd names it: "Main" (an argument) or "--main Main". The message names
// the classes with a main method the jar or directory holds, and uses in
// its example the one the program's first argument names (weft run app.jar
// app.Main, as if for java -cp), else the first.
func noMainClass(cmd, path, how string, args []string) error {
	mains := mainClasses(path)
	if len(mains) > 0 {
		example := mains[0]
		if len(args) > 0 && slices.Contains(mains, strings.TrimSuffix(strings.ReplaceAll(args[0], "/", "."), ".class")) {
			example = strings.Join(args, " ")
		}
		how = strings.Replace(how, "Main", example, 1)
	}
	which := mainsList("its", mains)
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		if !hasClassFiles(path) {
			return usageError("%s: %s: no class files in this directory", cmd, path)
		}
		return usageError("%s: %s is a directory, not a jar: name the main class (weft %s --cp %s %s)%s", cmd, path, cmd, path, how, which)
	}
	return usageError("%s: no Main-Class in the manifest of %s: name the main class (weft %s --cp %s %s)%s", cmd, path, cmd, path, how, which)
}

// mainsList is "; its classes with a main method are A, B and C" (whose
// for its), at most five named; "" for none.
func mainsList(whose string, mains []string) string {
	switch n := len(mains); {
	case n == 1:
		return "; " + whose + " class with a main method is " + mains[0]
	case n > 1 && n <= 5:
		return "; " + whose + " classes with a main method are " + andList(mains)
	case n > 5:
		return fmt.Sprintf("; %s classes with a main method are %s and %d more", whose, strings.Join(mains[:5], ", "), n-5)
	}
	return ""
}

// missingMain is the error for a main class the class path entries do not
// hold, with the classes that have a main method (java says only "could
// not find or load main class").
func missingMain(cmd, main string, entries []string) error {
	var mains []string
	for _, e := range entries {
		mains = append(mains, mainClasses(e)...)
	}
	whose := "its"
	if len(entries) > 1 {
		whose = "their"
	}
	return usageError("%s: could not find or load main class %s in %s%s", cmd, main, strings.Join(entries, string(os.PathListSeparator)), mainsList(whose, mains))
}

// mainClasses returns the dotted names of the classes of a jar or
// directory that declare public static void main(String[]), sorted; nil
// if it cannot be read.
func mainClasses(path string) []string {
	src, err := classfile.Open(path)
	if err != nil {
		return nil
	}
	defer src.Close()
	var mains []string
	for _, n := range src.Names() {
		data, origin, ok, err := src.Find(n)
		if err != nil || !ok {
			continue
		}
		cf, err := classfile.Parse(data, origin)
		if err != nil {
			continue
		}
		if m := cf.Method("main", "([Ljava/lang/String;)V"); m != nil && m.IsStatic() && m.AccessFlags&classfile.AccPublic != 0 {
			mains = append(mains, classfile.DottedName(cf.Name))
		}
	}
	sort.Strings(mains)
	return mains
}

// hasClassFiles reports whether the directory tree holds a .class file.
func hasClassFiles(dir string) bool {
	found := false
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".class") {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}

// describe names the program for messages.
func (s *programSpec) describe() string {
	if s.jar != "" {
		return s.jar
	}
	return fmt.Sprintf("%s on %s", s.main, strings.Join(s.entries, string(os.PathListSeparator)))
}
