package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/explore"
	"weft/vm"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "run",
		Usage:     "run a Java program on weft's embedded JVM",
		ArgsUsage: "app.jar [args] | --cp DIR[:JAR...] Main [args] | (app.jar | --cp DIR[:JAR...]) --main Main [args] | (app.jar | --cp DIR[:JAR...]) --entry pkg.Class#method | --test pkg.Class[#method]",
		Description: "Runs the program under controlled scheduling and prints its stdout and stderr,\n" +
			"then one summary line on stderr. The exit status follows java: 1 for an uncaught\n" +
			"exception in main, n for System.exit(n); 1 for a deadlock; 2 for weft errors.\n\n" +
			"--entry starts at a no-argument method instead of main (after the --setup\n" +
			"methods); --test runs JUnit 4 or 5 tests once each with their before and after\n" +
			"methods (put the JUnit jars on --cp) and prints one line per test; an exception\n" +
			"escaping the entry or a test is a failure like one escaping main (exit 1).\n\n" +
			"The program reads weft's standard input (or --stdin FILE) and the files on\n" +
			"disk; its file writes go to an overlay in the VM's memory, never to disk.\n\n" +
			"weft's flags go before the program: what follows the jar (or the main class)\n" +
			"is the program's arguments, as for java (weft warns about one named like its flags).\n\n" +
			"Examples:\n" +
			"  weft run app.jar 10 fixed                  # the jar's Main-Class with two arguments\n" +
			"  weft run --main app.Tool app.jar --verbose  # another main class of the jar\n" +
			"  weft run --cp build/classes app.Main 10     # a class directory\n" +
			"  weft run --schedule random --seed 7 app.jar # a random schedule",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "cp", Aliases: []string{"classpath"}, Usage: "class path: directories and jars separated by ':'"},
			&cli.StringFlag{Name: "main", Usage: "main class (default: the jar's Main-Class; with --cp: the first argument)"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "seed of the random scheduler (with --schedule random)"},
			&cli.StringFlag{Name: "schedule", Value: "fifo", Usage: "scheduler: fifo or random"},
			&cli.Int64Flag{Name: "max-steps", Value: 0, Usage: "bytecode budget (0: unlimited)"},
			&cli.BoolFlag{Name: "trace", Usage: "print every visible operation (thread, kind, object, field, site) on stderr"},
			stdinFlag("run"),
			&cli.BoolFlag{Name: "show-path", Usage: "print the symbolic inputs read and the constraint of each branch that depended on them, in order, on stderr"},
		}, append(inputFlags(), entryFlags()...)...),
		Action: runAction,
	})
}

func runAction(c *cli.Context) error {
	sel, err := entryOf(c, "run")
	if err != nil {
		return err
	}
	var spec *programSpec
	if sel != nil {
		spec, err = parseEntryProgram("run", c.String("cp"), c.Args().Slice(), sel.flag())
	} else {
		// Everything after the jar (or main class) is the program's
		// arguments, as for java; an entry flag there, before a "--"
		// (after which warnFlagsAsArgs does not look either), is a
		// misplaced flag.
		for _, a := range c.Args().Slice() {
			if a == "--" {
				break
			}
			if f, _, _ := strings.Cut(a, "="); f == "--entry" || f == "--test" || f == "--setup" {
				return usageError("run: %s after the program is a program argument: put weft's flags first (weft run %s X app.jar)", f, f)
			}
		}
		if a := c.Args().First(); c.Bool("trace") && c.String("cp") == "" && strings.HasSuffix(a, ".json") {
			// weft run --trace out.json app.jar, after explore's --trace FILE.
			return usageError("run: --trace takes no file: it prints every visible operation on stderr (weft explore --trace FILE writes a trace); %s is not a jar", a)
		}
		if spec, err = parseProgram("run", c.String("cp"), c.String("main"), c.Args().Slice()); err == nil {
			err = checkMain("run", spec)
		}
		if err == nil {
			warnFlagsAsArgs(c, spec.args)
		}
	}
	if err != nil {
		return err
	}
	entries, main, args := spec.entries, spec.main, spec.args
	classPath, jarMain, err := classfile.ForApplication(entries...)
	if err != nil {
		return inputError(err)
	}
	defer classPath.Close()
	if main == "" && sel == nil {
		main = jarMain
		if main == "" {
			return noMainClass("run", entries[0], "Main", args)
		}
	}
	if c.Int64("max-steps") < 0 {
		return usageError("run: --max-steps must not be negative")
	}
	switch c.String("schedule") {
	case "fifo", "random":
	default:
		return usageError("run: --schedule %q: want fifo or random", c.String("schedule"))
	}
	if c.IsSet("seed") && c.String("schedule") != "random" {
		return usageError("run: --seed applies to --schedule random only")
	}
	stderr := c.App.ErrWriter
	inputMethods, inputs, err := inputOptions(c, "run")
	if err != nil {
		return err
	}
	stdinFile, fromFile, err := stdinBytes(c, "run")
	if err != nil {
		return err
	}
	var stdin io.Reader = c.App.Reader
	path := &pathListener{}
	newVM := func() (*vm.VM, error) {
		if fromFile {
			stdin = bytes.NewReader(stdinFile) // each --entry or --test run reads all of it
		}
		var sched vm.Scheduler = &vm.FIFO{}
		if c.String("schedule") == "random" {
			sched = vm.NewRandom(c.Int64("seed"))
		}
		var listeners []vm.Listener
		if c.Bool("trace") {
			op, obj := explore.OpNamer(classPath)
			listeners = append(listeners, traceListener{stderr, op, obj})
		}
		if c.Bool("show-path") {
			path.events = nil
			listeners = append(listeners, path)
		}
		return vm.New(vm.Config{ClassPath: classPath, Stdout: c.App.Writer, Stderr: stderr, Scheduler: sched, MaxSteps: c.Int64("max-steps"), Listeners: listeners,
			Inputs: inputs, InputMethods: inputMethods, SymbolicJDK: c.Bool("symbolic-jdk"), Stdin: stdin})
	}
	if sel != nil {
		return runEntries(c, sel, classPath, newVM)
	}
	machine, err := newVM()
	if err != nil {
		return inputError(err)
	}
	out, err := machine.Run(main, args)
	if err != nil {
		var ve *vm.Error
		if errors.As(err, &ve) {
			if e := stepBudgetError("run", c.Int64("max-steps"), err); e != nil {
				return e
			}
			fmt.Fprintf(stderr, "weft: run: %s [after %d bytecodes]\n", ve.Msg, machine.Steps())
			return cli.Exit("", exitInput)
		}
		return inputError(err)
	}
	if c.Bool("show-path") {
		path.print(stderr, out)
	}
	unusedInputs(stderr, inputs, machine.Inputs())
	fmt.Fprintf(stderr, "weft: %s\n", describeOutcome(stderr, out, classPath))
	if out.ExitCode != 0 {
		return cli.Exit("", out.ExitCode)
	}
	return nil
}

// runEntries runs each target of --entry or --test once, with one summary
// line per target; the exit status is 1 if any failed.
func runEntries(c *cli.Context, sel *entrySel, classPath *classfile.ClassPath, newVM func() (*vm.VM, error)) error {
	stderr := c.App.ErrWriter
	targets, err := sel.targets(classPath)
	if err != nil {
		return inputError(err)
	}
	status, failed := 0, false
	for _, t := range targets {
		if t.Skipped != "" {
			fmt.Fprintf(stderr, "weft: %s: skipped (%s)\n", targetName(t), t.Skipped)
			continue
		}
		machine, err := newVM()
		if err != nil {
			return inputError(err)
		}
		out, err := machine.RunEntry(t.Plan)
		if err != nil {
			var ve *vm.Error
			if errors.As(err, &ve) {
				// Report it and go on with the other tests; exit 2 at the end.
				fmt.Fprintf(stderr, "weft: run: %s: %s [after %d bytecodes]\n", targetName(t), ve.Msg, machine.Steps())
				failed = true
				continue
			}
			return inputError(err)
		}
		verdict := "passed"
		if out.ExitCode != 0 {
			verdict = "FAILED"
			if status == 0 {
				status = out.ExitCode
			}
		}
		fmt.Fprintf(stderr, "weft: %s: %s: %s\n", targetName(t), verdict, describeOutcome(stderr, out, classPath))
	}
	if failed {
		return cli.Exit("", exitInput)
	}
	if status != 0 {
		return cli.Exit("", status)
	}
	return nil
}

// describeOutcome is the summary of a run: threads, bytecodes, scheduling
// points and how it ended. A deadlock's report goes to stderr first.
func describeOutcome(stderr io.Writer, out *vm.Outcome, cp *classfile.ClassPath) string {
	outcome := out.Status.String()
	switch {
	case out.Status == vm.Deadlocked:
		// As explore reports it: objects by allocation site.
		fmt.Fprint(stderr, "deadlock: every live thread is blocked\n"+explore.DeadlockText(out, cp))
	case len(out.Uncaught) > 0:
		var names []string
		for _, u := range out.Uncaught {
			names = append(names, fmt.Sprintf("%s in thread %q", u.Class, u.ThreadName))
		}
		outcome += ", uncaught " + strings.Join(names, "; ")
	}
	if out.Status == vm.Exited {
		outcome = fmt.Sprintf("System.exit(%d)", out.ExitCode)
		if out.ExitThread < len(out.ThreadNames) {
			outcome += fmt.Sprintf(" in thread %q", out.ThreadNames[out.ExitThread])
		}
		if len(out.ExitStack) > 0 {
			outcome += " at " + out.ExitStack[0].String()
		}
	}
	return fmt.Sprintf("%d threads, %d bytecodes, %d scheduling points, %s", out.Threads, out.Steps, out.Points, outcome)
}

// traceListener prints each visible operation as it happens, objects
// named by allocation site as in explore's report.
type traceListener struct {
	w   io.Writer
	op  func(*vm.Access) string
	obj func(vm.ObjectID) string
}

func (l traceListener) OnEvent(e *vm.Event) {
	val := ""
	switch {
	case e.Ref && e.ValueObj != (vm.ObjectID{}):
		val = " = " + l.obj(e.ValueObj)
	case e.Ref:
		val = " = null"
	case e.Kind == vm.KRead || e.Kind == vm.KWrite || e.Kind == vm.KArrayRead || e.Kind == vm.KArrayWrite || e.Kind == vm.KCAS:
		val = fmt.Sprintf(" = %d", int64(e.Value))
	}
	pos := e.Pos
	if pos == "" {
		pos = "-"
	}
	fmt.Fprintf(l.w, "weft trace: %d T%d %s at %s%s\n", e.Step, e.Thread, l.op(&e.Access), pos, val)
}

// warnFlagsAsArgs warns about each program argument that looks like one of
// weft run's own flags (--max-steps 10 after the jar): it goes to the
// program, as for java, and weft does not use it, so a user who meant it
// for weft learns why it had no effect.
func warnFlagsAsArgs(c *cli.Context, args []string) {
	ours := map[string]bool{}
	for _, f := range c.Command.Flags {
		for _, n := range f.Names() {
			ours[n] = true
		}
	}
	for _, a := range args {
		if a == "--" {
			return
		}
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && ours[name] {
			fmt.Fprintf(c.App.ErrWriter, "weft: run: warning: %s after the program is the program's argument, not weft's flag (weft's flags go before the jar or main class)\n", a)
		}
	}
}

// foldStack rewrites the VM's stack dump of the thread that ran out of
// steps ("\tat Class.method(File.java:line)" lines, innermost first) as
// explore shows stacks: the program's frames only, innermost first, then
// one line naming the innermost JDK frame and how many JDK frames (and
// lambda stubs) were left out; the JVM's start-up, before the program's
// code runs, has only JDK frames.
func foldStack(dump string) string {
	var prog, jdk []string
	for _, l := range strings.Split(dump, "\n") {
		f, ok := strings.CutPrefix(strings.TrimSpace(l), "at ")
		if !ok {
			continue
		}
		if jdkFrame(f) {
			jdk = append(jdk, f)
		} else {
			prog = append(prog, f)
		}
	}
	var b strings.Builder
	for _, f := range prog {
		fmt.Fprintf(&b, "\tat %s\n", f)
	}
	switch {
	case len(jdk) > 0 && len(prog) == 0:
		fmt.Fprintf(&b, "\tno frame of the program: in the JDK's code (e.g. the JVM's start-up, before main), at %s (%s)\n", jdk[0], explore.Plural(int64(len(jdk)), "JDK frame"))
	case len(jdk) > 0:
		fmt.Fprintf(&b, "\t(%s left out; the innermost: %s)\n", explore.Plural(int64(len(jdk)), "JDK frame"), jdk[0])
	}
	return b.String()
}

// stepBudgetError is the VM's "step budget exhausted after N bytecodes"
// in the terms of the flag that set the budget, with the program's frames
// where it stopped (foldStack); nil for any other error. where is the
// command (and for replay the trace).
func stepBudgetError(where string, max int64, err error) error {
	var ve *vm.Error
	if max <= 0 || !errors.As(err, &ve) || !strings.Contains(ve.Msg, "step budget exhausted after ") {
		return nil
	}
	_, stack, _ := strings.Cut(ve.Msg, "\n")
	return cli.Exit(fmt.Sprintf("weft: %s: the run took more than --max-steps %d bytecodes (raise it, or 0 for no limit)\n%s", where, max, strings.TrimSuffix(foldStack(stack), "\n")), exitInput)
}

// jdkFrame: frame "Class.method(File.java:line)" is the JDK's or a lambda
// stub's, not the program's.
func jdkFrame(f string) bool {
	for _, p := range []string{"java.", "javax.", "jdk.", "sun.", "com.sun."} {
		if strings.HasPrefix(f, p) {
			return true
		}
	}
	cls, _, _ := strings.Cut(f, "(")
	return strings.Contains(cls, "$$Lambda")
}
