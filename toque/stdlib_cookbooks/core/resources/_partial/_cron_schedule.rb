# The schedule and who-runs-it properties cron_d and chef_client_cron share (Chef's
# cron_common partial), validated as Chef's CronValidations do. Closures, not methods:
# a property callback is called with the value alone, never on the resource.
numeric = lambda do |spec, min, max|
  if spec == '*'
    true
  elsif spec.is_a?(Integer)
    spec.between?(min, max)
  else
    spec.to_s.split(%r{/|-|,}).all? { |x| x == '*' || (x.match?(/\A\d+\z/) && x.to_i.between?(min, max)) }
  end
end
months = %w(jan feb mar apr may jun jul aug sep oct nov dec)
days = %w(sun mon tue wed thu fri sat)
long_days = %w(sunday monday tuesday wednesday thursday friday saturday)
weekday_numbers = {}
days.each_with_index { |d, i| weekday_numbers[d] = i.to_s }
long_days.each_with_index { |d, i| weekday_numbers[d] = i.to_s }

property :minute, [Integer, String], default: '*',
         callbacks: { 'should be a valid minute spec' => ->(spec) { numeric.call(spec, 0, 59) } }
property :hour, [Integer, String], default: '*',
         callbacks: { 'should be a valid hour spec' => ->(spec) { numeric.call(spec, 0, 23) } }
property :day, [Integer, String], default: '*',
         callbacks: { 'should be a valid day spec' => ->(spec) { numeric.call(spec, 1, 31) } }
property :month, [Integer, String], default: '*',
         callbacks: { 'should be a valid month spec' => lambda { |spec|
           months.include?(spec.to_s.downcase) || numeric.call(spec, 1, 12)
         } }
# day names are written as cron's numbers ("mon" → "1")
property :weekday, [Integer, String, Symbol], default: '*',
         coerce: proc { |day| weekday_numbers[day.to_s.downcase] || day },
         callbacks: { 'should be a valid weekday spec' => lambda { |spec|
           numeric.call(spec.to_s, 0, 7) || days.include?(spec.to_s.downcase) ||
             long_days.include?(spec.to_s.downcase)
         } }
property :mailto, String
property :user, String, default: 'root'
property :comment, String
property :environment, Hash, default: {}
