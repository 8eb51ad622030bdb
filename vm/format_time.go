package vm

import (
	"fmt"
	"strings"
	"time"

	"weft/classfile"
)

// formatTime is Formatter's %t/%T conversion c of a TemporalAccessor
// (ZonedDateTime, LocalDateTime...), a Long, a Date or a Calendar (the
// last three as milliseconds since the epoch in the VM's time zone, UTC),
// with the English names of the VM's formatting.
func (v *VM) formatTime(t *Thread, c byte, arg uint64) (string, error) {
	if arg == 0 {
		return "null", nil
	}
	cls := v.obj(arg).class
	var field func(name string) (int64, error)
	var millis int64
	epoch := false
	switch {
	case cls.Name == "java/lang/Long":
		millis, epoch = int64(v.getField(arg, cls, "value")), true
	case cls.isSubclassOf(v.mustClass("java/util/Date")):
		r, exc, err := v.invokeVirtualNested(t, arg, "getTime()J")
		if err != nil || exc != 0 {
			return "", nestedErr(exc, err)
		}
		millis, epoch = int64(r), true
	case cls.isSubclassOf(v.mustClass("java/util/Calendar")):
		r, exc, err := v.invokeVirtualNested(t, arg, "getTimeInMillis()J")
		if err != nil || exc != 0 {
			return "", nestedErr(exc, err)
		}
		millis, epoch = int64(r), true
	case cls.isSubclassOf(v.mustClass("java/time/temporal/TemporalAccessor")):
		field = func(name string) (int64, error) {
			f, err := v.enumConstant(t, "java/time/temporal/ChronoField", name)
			if err != nil {
				return 0, err
			}
			r, exc, err := v.invokeVirtualNested(t, arg, "getLong(Ljava/time/temporal/TemporalField;)J", f)
			if err != nil || exc != 0 {
				return 0, nestedErr(exc, err)
			}
			return int64(r), nil
		}
	default:
		return "", v.throwNew(t, "java/util/IllegalFormatConversionException", string(c)+" != "+classfile.DottedName(cls.Name))
	}
	if epoch {
		tm := time.UnixMilli(millis).UTC()
		field = func(name string) (int64, error) {
			switch name {
			case "YEAR", "YEAR_OF_ERA":
				return int64(tm.Year()), nil
			case "MONTH_OF_YEAR":
				return int64(tm.Month()), nil
			case "DAY_OF_MONTH":
				return int64(tm.Day()), nil
			case "DAY_OF_YEAR":
				return int64(tm.YearDay()), nil
			case "DAY_OF_WEEK":
				return int64((tm.Weekday()+6)%7 + 1), nil
			case "HOUR_OF_DAY":
				return int64(tm.Hour()), nil
			case "MINUTE_OF_HOUR":
				return int64(tm.Minute()), nil
			case "SECOND_OF_MINUTE":
				return int64(tm.Second()), nil
			case "NANO_OF_SECOND":
				return int64(tm.Nanosecond()), nil
			case "INSTANT_SECONDS":
				return tm.Unix(), nil
			}
			return 0, vmErrorf("date field %s", name)
		}
	}
	get := func(name, format string, div, mod int64) (string, error) {
		n, err := field(name)
		if err != nil {
			return "", err
		}
		n /= div
		if mod > 0 {
			n %= mod
		}
		return fmt.Sprintf(format, n), nil
	}
	hour12 := func(format string) (string, error) {
		h, err := field("HOUR_OF_DAY")
		if err != nil {
			return "", err
		}
		if h%12 == 0 {
			return fmt.Sprintf(format, 12), nil
		}
		return fmt.Sprintf(format, h%12), nil
	}
	months := []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	days := []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	join := func(sep string, cs ...byte) (string, error) {
		var out string
		for i, c := range cs {
			s, err := v.formatTime(t, c, arg)
			if err != nil {
				return "", err
			}
			if i > 0 {
				out += sep
			}
			out += s
		}
		return out, nil
	}
	switch c {
	case 'H':
		return get("HOUR_OF_DAY", "%02d", 1, 0)
	case 'k':
		return get("HOUR_OF_DAY", "%d", 1, 0)
	case 'I':
		return hour12("%02d")
	case 'l':
		return hour12("%d")
	case 'M':
		return get("MINUTE_OF_HOUR", "%02d", 1, 0)
	case 'S':
		return get("SECOND_OF_MINUTE", "%02d", 1, 0)
	case 'L':
		return get("NANO_OF_SECOND", "%03d", 1_000_000, 0)
	case 'N':
		return get("NANO_OF_SECOND", "%09d", 1, 0)
	case 'p':
		h, err := field("HOUR_OF_DAY")
		if err != nil {
			return "", err
		}
		if h < 12 {
			return "am", nil
		}
		return "pm", nil
	case 's':
		return get("INSTANT_SECONDS", "%d", 1, 0)
	case 'B', 'b', 'h':
		m, err := field("MONTH_OF_YEAR")
		if err != nil {
			return "", err
		}
		if c == 'B' {
			return months[m-1], nil
		}
		return months[m-1][:3], nil
	case 'A', 'a':
		d, err := field("DAY_OF_WEEK")
		if err != nil {
			return "", err
		}
		if c == 'A' {
			return days[d-1], nil
		}
		return days[d-1][:3], nil
	case 'C':
		return get("YEAR_OF_ERA", "%02d", 100, 0)
	case 'Y':
		return get("YEAR_OF_ERA", "%04d", 1, 0)
	case 'y':
		return get("YEAR_OF_ERA", "%02d", 1, 100)
	case 'j':
		return get("DAY_OF_YEAR", "%03d", 1, 0)
	case 'm':
		return get("MONTH_OF_YEAR", "%02d", 1, 0)
	case 'd':
		return get("DAY_OF_MONTH", "%02d", 1, 0)
	case 'e':
		return get("DAY_OF_MONTH", "%d", 1, 0)
	case 'R':
		return join(":", 'H', 'M')
	case 'T':
		return join(":", 'H', 'M', 'S')
	case 'D':
		return join("/", 'm', 'd', 'y')
	case 'F':
		return join("-", 'Y', 'm', 'd')
	case 'r':
		s, err := join(":", 'I', 'M', 'S')
		if err != nil {
			return "", err
		}
		p, err := v.formatTime(t, 'p', arg)
		return s + " " + strings.ToUpper(p), err
	}
	return "", v.throwNew(t, "java/util/UnknownFormatConversionException", "Conversion = 't"+string(c)+"'")
}

func nestedErr(exc Ref, err error) error {
	if err != nil {
		return err
	}
	return &javaThrow{exc}
}
