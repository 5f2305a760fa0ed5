# Date.strptime with a directive given twice, where the text cannot match: Date::Error, as MRI
# (bench/fuzz.py seed 19 case 9079: Python's strptime raised re.error)
require "date"
begin
  Date.strptime("03/04/2024", "%m/%d/%Ym/%d/%Ym/%d/%Y")
rescue Date::Error => e
  p [e.class, e.message]
end
p Date.strptime("03/04/2024", "%m/%d/%Y").to_s
