require 'date'
p Date.iso8601("2024-05-06").to_s, Date.valid_date?(2023, 2, 29), Date.valid_date?(2024, 2, 29), Date.today.is_a?(Date)
begin
  Date.parse("not a date")
rescue Date::Error => e
  p e.class, e.message
end
