require 'date'
d = Date.new(2020, 1, 31)
p d
p d.to_s, d.year, d.month, d.mon, d.day, d.mday, d.wday, d.yday
p d.jd, d.mjd, d.cwday, d.cweek, d.cwyear, d.leap?
p d + 1, d - 1, d + 366
p d >> 1, d << 2, d >> 13, d.next_month(2), d.prev_month
p d.next_year, d.prev_year, d.next_day(3), d.prev_day, d.succ, d.next
p (Date.new(2020, 3, 1) - d).to_i, (d - Date.new(2020, 3, 1)).to_i
p d.strftime("%Y/%m/%d %a %A %b %B %j %U %W %e %-d %y %C %u %w")
p d.strftime("%F %D %x %h %^b %10A|%-m|%3N|%%")
p d.strftime, d.iso8601, d.xmlschema, d.httpdate, d.rfc2822, d.asctime
p Date.new(2001), Date.new(2001, 2), Date.new(2020, 2, -1), Date.new(2021, -1, -1)
["2020-01-31", "2020-1-5", "20200131", "Jan 31 2020", "January 31, 2020", "31 Jan 2020",
 "2020/01/31", "31/01/2020", "Sat Aug 28 2021", "2021-08-28T10:20:30+09:00",
 "2021-08-28 10:20:30", "3rd Feb 2001", "2001-W05-6", "10/11/12",
 "Tue, 01 Jan 2019 00:00:00 GMT", "1999-12-31 23:59:59 -0800", "5 Dec 99"].each do |s|
  p [s, Date.parse(s).to_s, DateTime.parse(s).to_s]
end
["01/31/2020", "", "2020-02-30", "nothing"].each do |s|
  begin
    p Date.parse(s)
  rescue Date::Error => e
    p [s, e.message]
  end
end
p Date.iso8601("2020-05-06")
p Date.strptime("31/01/2020", "%d/%m/%Y")
p Date.strptime("2020-060", "%Y-%j")
p Date.strptime("2020-01-02")
begin
  Date.strptime("xx", "%Y")
rescue ArgumentError => e
  p e.class
end
p Date.valid_date?(2020, 2, 29), Date.valid_date?(2021, 2, 29), Date.valid_civil?(2020, 13, 1)
p Date.leap?(2000), Date.leap?(1900), Date.gregorian_leap?(2024)
p Date.jd(2459000), Date.ordinal(2020, 60), Date.commercial(2020, 1, 1)
p (Date.new(2020, 1, 30)..Date.new(2020, 2, 2)).map(&:day)
p Date.new(2020, 1, 30).upto(Date.new(2020, 2, 1)).map(&:to_s)
p Date.new(2020, 1, 3).downto(Date.new(2020, 1, 1)).map(&:day)
p Date.new(2020, 1, 1).step(Date.new(2020, 1, 10), 3).map(&:day)
p d.saturday?, d.friday?, d.sunday?
p d == Date.new(2020, 1, 31), d.eql?(Date.new(2020, 1, 31)), d.equal?(Date.new(2020, 1, 31))
p d < Date.new(2021, 1, 1), d <=> Date.new(2000, 1, 1), d <=> "x"
p [Date.new(2021, 1, 1), d, Date.new(2020, 6, 1)].sort.map(&:to_s)
p [Date.new(2021, 1, 1), d].min, d.between?(Date.new(2020, 1, 1), Date.new(2020, 12, 31))
p({ d => 1 }[Date.new(2020, 1, 31)])
p d === DateTime.new(2020, 1, 31, 12)
begin
  Date.new(2020, 13, 1)
rescue Date::Error => e
  p e.class, e.message, e.class.superclass
end
p d.to_time.class, d.to_date.equal?(d), d.to_date == d
p Time.utc(2020, 5, 6, 7, 8, 9).to_date
p Time.utc(2020, 5, 6, 7, 8, 9).to_datetime
dt = DateTime.new(2020, 1, 31, 10, 20, 30, "+09:00")
p dt
p dt.to_s, dt.hour, dt.min, dt.minute, dt.sec, dt.second, dt.zone
p dt.iso8601, dt.strftime("%H:%M:%S %z %Z"), dt.to_date, dt.httpdate
p dt.new_offset("+00:00").to_s, dt.new_offset(0).hour
p dt + 1, (dt + 0.5).to_s
p DateTime.new(2020, 1, 31, 10, 20, 30).to_s, DateTime.new(2001, 2, 3).iso8601
p DateTime.new(2020, 1, 31, 10, 20, 30, "+09:00") == DateTime.new(2020, 1, 31, 1, 20, 30)
p DateTime.parse("2021-08-28T10:20:30.5+09:00").iso8601(3)
p DateTime.strptime("2020-01-31 10:20", "%Y-%m-%d %H:%M").to_s
p DateTime.new(2020, 1, 31).is_a?(Date), DateTime.superclass
p Date::MONTHNAMES[1], Date::ABBR_DAYNAMES, Date::MONTHNAMES.size, Date::DAYNAMES.frozen?
p Date._parse("2020-01-31 10:20:30")
