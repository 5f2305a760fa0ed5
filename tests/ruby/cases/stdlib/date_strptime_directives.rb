# strptime read directive by directive, as MRI's date__strptime: a later directive of the
# same field wins, composite directives (%c %D %F %T %+ …), widths before digits, zones
# (date_zone_to_diff), leftover; Date.strptime, DateTime.strptime and Time.strptime build
# on those fields (date_core.c's d_new_by_frags, time.rb's make_time).
require "date"
require "time"

def t(label)
  r = begin
    yield
  rescue ArgumentError, TypeError => e
    "#{e.class}: #{e.message}"
  end
  puts "#{label} => #{r.inspect}"
end

# -- Date._strptime: the fields --------------------------------------------------------
[
  ["2020 2021", "%Y %Y"], ["01 02", "%m %m"], ["01 02", "%d %e"], ["2020 03 04", "%Y %m %m"],
  ["20 19", "%y %C"], ["19 20", "%C %y"], ["99", "%y"], ["68", "%y"], ["69", "%y"],
  ["20 1999", "%y %Y"], ["11 pm", "%I %p"], ["11 AM", "%I %p"], ["12 a.m.", "%l %P"],
  ["pm 11", "%p %I"], ["2020-01-01x", "%Y-%m-%d"], ["2020-13-01", "%Y-%m-%d"],
  ["2020-00-01", "%Y-%m-%d"], ["2020-01-32", "%Y-%m-%d"], ["2020-1-5", "%Y-%m-%d"],
  ["20200102", "%Y%m%d"], ["12345-01", "%Y-%m"], ["+2020", "%Y"], ["-0044-03-15", "%F"],
  ["1230", "%H%M"], ["24:00", "%H:%M"], ["25:00", "%H:%M"], [" 9:05", "%k:%M"],
  ["13", "%I"], ["60", "%S"], ["61", "%S"], ["2020 045", "%Y %j"], ["2020 367", "%Y %j"],
  ["2020-W05-3", "%G-W%V-%u"], ["20 05 3", "%g %V %u"], ["2020 05 3", "%Y %U %w"],
  ["2020 00 0", "%Y %W %w"], ["2020 54 1", "%Y %U %w"], ["Tue Mar  3 2020", "%a %b %e %Y"],
  ["tuesday MARCH 3", "%A %B %d"], ["Sept 3", "%b %d"], ["Mon", "%a"], ["Xyz", "%a"],
  ["Tue Mar  3 10:20:30 2020", "%c"], ["03/04/20", "%D"], ["03/04/20", "%x"],
  ["10:20:30", "%X"], ["10:20:30", "%T"], ["10:20", "%R"], ["10:20:30 PM", "%r"],
  [" 3-Mar-2020", "%v"], ["Tue Mar  3 10:20:30 UTC 2020", "%+"], ["100%", "%d%%"],
  ["10%", "%d%%"], ["%K", "%K"], ["%", "%"], ["a%", "a%"], ["2020   01\t02", "%Y %m %d"],
  ["2020-01-02", "%Y %m %d"], ["2020\n01", "%Y%n%m"], ["2020\t01", "%Y%t%m"],
  ["21", "%Ey"], ["05", "%Od"], ["%Ex", "%Ex"], ["%Q5", "%Q5"], ["1600000000", "%s"],
  ["-86401", "%s"], ["20200102", "%Y%m%d"], ["2020010203", "%Y%m%d%H"],
].each { |s, f| t("_strptime(#{s.inspect}, #{f.inspect})") { Date._strptime(s, f) } }

# zones: names, Windows names, numbers
["+09:30", "-0530", "+9", "+093015", "GMT+9", "utc-3", "UTC", "Z", "EST", "edt", "CEST",
 "JST", "Eastern Standard Time", "Tokyo Standard Time", "Eastern Daylight Time",
 "CET dst", "Foo", "+09:30:15", "-00:00", "PST8PDT", "A", "y", "AEST", "hkt", "NST",
 "ndt", "cat", "+1:30", "utc-", "-9:5:7"].each do |z|
  t("zone #{z.inspect}") { Date._strptime(z, "%z") }
end
t("%:z") { Date._strptime("+09:30", "%:z") }
t("%::z") { Date._strptime("+09:30:15", "%::z") }
t("%:::z") { Date._strptime("+09", "%:::z") }
t("%:x") { Date._strptime("+09", "%:x") }
t("DateTime._strptime default") { DateTime._strptime("2020-01-02T03:04:05+09:00") }
t("Date._strptime default") { Date._strptime("2020-01-02") }

# -- Date.strptime ----------------------------------------------------------------------
[
  ["2020 2021", "%Y %Y"], ["2020 01 02 03", "%Y %m %m %d"], ["2020 045", "%Y %j"],
  ["2020 366", "%Y %j"], ["2019 366", "%Y %j"], ["2020-W05-3", "%G-W%V-%u"],
  ["2020-W53-1", "%G-W%V-%u"], ["2020 05 3", "%Y %U %w"], ["2020 05 3", "%Y %W %u"],
  ["2020 00 0", "%Y %U %w"], ["2020 00 1", "%Y %W %w"], ["2020 05", "%Y %U"],
  ["2020 05", "%Y %W"], ["2020", "%Y"], ["2020-02", "%Y-%m"], ["1600000000", "%s"],
  ["-1", "%s"], ["1600000000123", "%Q"], ["2020-02-30", "%Y-%m-%d"], ["2020-1-5", "%Y-%m-%d"],
  ["2020-01-01x", "%Y-%m-%d"], ["20 03 04", "%y %m %d"], ["70 03 04", "%y %m %d"],
  ["19 70 03 04", "%C %y %m %d"], ["2020 2019 05 3", "%Y %G %V %u"],
  ["Tue Mar  3 2020", "%a %b %e %Y"], ["Wed Mar  3 2020", "%a %b %e %Y"],
  ["2020-01-02 03:04 +0900", "%F %H:%M %z"], ["2020-13-02", "%Y-%m-%d"],
].each { |s, f| t("Date.strptime(#{s.inspect}, #{f.inspect})") { Date.strptime(s, f) } }
t("Date.strptime default") { Date.strptime("2020-03-04") }
t("Date.strptime(time only)") { Date.strptime("10:20", "%H:%M") }

# -- DateTime.strptime ------------------------------------------------------------------
[
  ["2020 2021 10:20", "%Y %Y %H:%M"], ["2020-01-02T03:04:05+0930", "%Y-%m-%dT%H:%M:%S%z"],
  ["1600000000", "%s"], ["1600000000 +0900", "%s %z"], ["2020-01-02 11:05 PM", "%Y-%m-%d %I:%M %p"],
  ["2020-01-02 23:59:60", "%Y-%m-%d %H:%M:%S"], ["2020-01-02 24:00:00", "%Y-%m-%d %H:%M:%S"],
  ["2020-01-02 24:00:01", "%Y-%m-%d %H:%M:%S"], ["2020-01-02 10:00 EST", "%F %H:%M %Z"],
  ["2020-01-02 10:00 Tokyo Standard Time", "%F %H:%M %Z"], ["2020-01-02 10:00 Foo", "%F %H:%M %Z"],
  ["2020 045 10:00", "%Y %j %H:%M"], ["2020-W05-3 10:00", "%G-W%V-%u %H:%M"],
  ["2020-01-02 10:00:00.123456", "%F %T.%N"], ["2020-01-02 10:00:00.5", "%F %T.%L"],
  ["2020-01-02 10 10", "%F %H %H"],
].each { |s, f| t("DateTime.strptime(#{s.inspect}, #{f.inspect})") { DateTime.strptime(s, f) } }
t("DateTime.strptime default") { DateTime.strptime("2020-01-02T03:04:05+09:00") }
t("DateTime fraction") { DateTime.strptime("2020-01-02 10:00:00.123", "%F %T.%L").strftime("%L %N") }

# -- Time.strptime (TZ=UTC) -------------------------------------------------------------
[
  ["2020 2021 10:20 +0000", "%Y %Y %H:%M %z"], ["2020-01-02 03:04:05 +09:00", "%F %T %z"],
  ["2020-13-02", "%Y-%m-%d"], ["1600000000", "%s"], ["1600000000 +0900", "%s %z"],
  ["1600000000 UTC", "%s %Z"], ["-1", "%s"], ["2020-01-02 11:05 PM +0000", "%F %I:%M %p %z"],
  ["2020 045 +0000", "%Y %j %z"], ["2020 366", "%Y %j"], ["2019 366", "%Y %j"],
  ["2020-01-02 03:04:05 UTC", "%F %T %Z"], ["2020-01-02 03:04:05 Z", "%F %T %Z"],
  ["2020-01-02 03:04:05 -00:00", "%F %T %z"], ["2020-01-02 03:04:05 GMT", "%F %T %Z"],
  ["2020-01-02 03:04:05 EST", "%F %T %Z"], ["2020-01-02 03:04:05 Foo", "%F %T %Z"],
  ["2020-01-02 03:04:05 +09", "%F %T %z"], ["2020-01-02 03:04:05 +0930", "%F %T %z"],
  ["2020 01 02 03", "%Y %m %m %d"], ["2020-01-02x", "%Y-%m-%d"], ["2020-02-31", "%Y-%m-%d"],
  ["2020-W05-3", "%G-W%V-%u"], ["2020 05 3", "%Y %U %w"], ["2020 05", "%Y %W"],
  ["2020", "%Y"], ["2020-03", "%Y-%m"], ["Tue", "%a"], ["2020-01-02 24:00", "%F %H:%M"],
  ["2020-01-02 10:00:00.123456789 +0000", "%F %T.%N %z"],
].each { |s, f| t("Time.strptime(#{s.inspect}, #{f.inspect})") { Time.strptime(s, f) } }
t("Time.strptime nsec") { Time.strptime("2020-01-02 10:00:00.123456789 +0000", "%F %T.%N %z").nsec }
t("Time.strptime block") { Time.strptime("20 03 04", "%y %m %d") { |y| y + 100 } }
now = Time.utc(2011, 5, 6, 7, 8, 9)
t("Time.strptime now: time") { Time.strptime("10:20", "%H:%M", now) }
t("Time.strptime now: day") { Time.strptime("15", "%d", now) }
t("Time.strptime now: sec") { Time.strptime("30", "%S", now) }
t("Time.strptime now: zone") { Time.strptime("10:20 +0900", "%H:%M %z", now) }
t("Date %s %z") { Date.strptime("1600030000 +0900", "%s %z") }
t("Date %s") { Date.strptime("1600030000", "%s") }
t("DateTime %s %z") { DateTime.strptime("1600030000 -0900", "%s %z") }
