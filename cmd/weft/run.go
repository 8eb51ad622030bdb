package main

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"weft/classfile"
	"weft/vm"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:      "run",
		Usage:     "run a Java program on weft's embedded JVM",
		ArgsUsage: "app.jar [args] | --cp DIR[:JAR...] Main [args]",
		Description: "Runs the program under controlled scheduling and prints its stdout and stderr,\n" +
			"then one summary line on stderr. The exit status follows java: 1 for an uncaught\n" +
			"exception in main, n for System.exit(n); 1 for a deadlock; 2 for weft errors.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "cp", Aliases: []string{"classpath"}, Usage: "class path: directories and jars separated by ':'"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "seed of the random scheduler"},
			&cli.StringFlag{Name: "schedule", Value: "fifo", Usage: "scheduler: fifo or random"},
			&cli.Int64Flag{Name: "max-steps", Value: 0, Usage: "bytecode budget (0: unlimited)"},
			&cli.BoolFlag{Name: "trace", Usage: "print every visible operation (thread, kind, object, field, site) on stderr"},
		},
		Action: runAction,
	})
}

func runAction(c *cli.Context) error {
	spec, err := parseProgram("run", c.String("cp"), c.Args().Slice())
	if err != nil {
		return err
	}
	entries, main, args := spec.entries, spec.main, spec.args
	classPath, jarMain, err := classfile.ForApplication(entries...)
	if err != nil {
		return inputError(err)
	}
	defer classPath.Close()
	if main == "" {
		main = jarMain
		if main == "" {
			return usageError("run: no Main-Class in the manifest of %s", filepath.Base(entries[0]))
		}
	}
	var sched vm.Scheduler
	switch c.String("schedule") {
	case "fifo":
		sched = &vm.FIFO{}
	case "random":
		sched = vm.NewRandom(c.Int64("seed"))
	default:
		return usageError("run: unknown schedule %q (fifo or random)", c.String("schedule"))
	}
	stderr := c.App.ErrWriter
	var listeners []vm.Listener
	if c.Bool("trace") {
		listeners = append(listeners, traceListener{stderr})
	}
	machine, err := vm.New(vm.Config{ClassPath: classPath, Stdout: c.App.Writer, Stderr: stderr, Scheduler: sched, MaxSteps: c.Int64("max-steps"), Listeners: listeners})
	if err != nil {
		return inputError(err)
	}
	out, err := machine.Run(main, args)
	if err != nil {
		var ve *vm.Error
		if errors.As(err, &ve) {
			fmt.Fprintf(stderr, "weft: run: %s [after %d bytecodes]\n", ve.Msg, machine.Steps())
			return cli.Exit("", exitInput)
		}
		return inputError(err)
	}
	outcome := out.Status.String()
	switch {
	case out.Status == vm.Deadlocked:
		fmt.Fprintln(stderr, out.Deadlock)
	case len(out.Uncaught) > 0:
		var names []string
		for _, u := range out.Uncaught {
			names = append(names, fmt.Sprintf("%s in thread %q", u.Class, u.ThreadName))
		}
		outcome += ", uncaught " + strings.Join(names, "; ")
	}
	if out.Status == vm.Exited {
		outcome = fmt.Sprintf("System.exit(%d)", out.ExitCode)
	}
	fmt.Fprintf(stderr, "weft: %d threads, %d bytecodes, %d scheduling points, %s\n", out.Threads, out.Steps, out.Points, outcome)
	if out.ExitCode != 0 {
		return cli.Exit("", out.ExitCode)
	}
	return nil
}

// traceListener prints each visible operation as it happens.
type traceListener struct{ w io.Writer }

func (l traceListener) OnEvent(e *vm.Event) {
	val := ""
	switch {
	case e.Ref && e.ValueObj != (vm.ObjectID{}):
		val = " = " + e.ValueObj.String()
	case e.Ref:
		val = " = null"
	case e.Kind == vm.KRead || e.Kind == vm.KWrite || e.Kind == vm.KArrayRead || e.Kind == vm.KArrayWrite || e.Kind == vm.KCAS:
		val = fmt.Sprintf(" = %d", int64(e.Value))
	}
	fmt.Fprintf(l.w, "weft trace: %d %s%s\n", e.Step, e.Access, val)
}
