/** What each news page says, in English (keys: the news slugs of meta.ts). */
import type { NewsText } from './types.ts';

const news: Record<string, NewsText> = {
  'coral-bay-terminal-handles-first-ultra-large-vessel': {
    title: 'Coral Bay terminal welcomes its first ultra-large container vessel',
    short: 'The 24,000 TEU ship is the largest ever to call at an Egyptian Red Sea terminal.',
    subtitle: '<p>New cranes and a deeper berth let Coral Bay serve the <strong>largest ships on the Asia–Europe trade</strong>.</p>',
    body: `<p>Coral Bay Container Terminal on Egypt's Red Sea coast has welcomed its first ultra-large container vessel, a 400-metre ship with a capacity of 24,000 TEU. The call follows an 18-month upgrade that deepened the berth to 18 metres and added four ship-to-shore cranes with an outreach of 25 container rows.</p>
<p>The vessel loaded and discharged 6,200 containers in 31 hours, giving shippers in Egypt and neighbouring markets a direct connection to the main Asia–Europe services without transshipment elsewhere.</p>
<p>"This call puts Coral Bay on the map of the world's largest ships," said the terminal's chief executive. "Our customers gain faster transit times, and the region gains a gateway that can grow with trade."</p>`,
    alt: 'A large container ship alongside a quay',
  },
  'meridian-opens-electric-terminal-at-northgate-harbour': {
    title: 'Meridian opens fully electric container terminal at Northgate Harbour',
    short: "Northgate Harbour's third terminal is the first in the group to operate without any diesel equipment.",
    // Broken as real feeds sometimes are (content/README.md): the server's cleaner tidies it.
    subtitle:
      '<p class="lead" onclick="track()">The new terminal adds <strong>1.8 million TEU</strong> of capacity</div></section> and runs its cranes and yard trucks entirely on renewable power.<!-- feed-note --><p>',
    body: `<p>Meridian Ports &amp; Logistics has opened the third container terminal at Northgate Harbour in the United Kingdom, adding 1.8 million TEU of annual capacity. It is the first terminal in the group to run every crane, straddle carrier and yard truck on electricity, supplied under a long-term contract with an offshore wind farm.</p>
<p>The terminal has six ship-to-shore cranes, 32 battery-electric straddle carriers and shore power at both of its berths, so ships can switch off their engines while alongside.</p>
<p>The opening brings the harbour's total capacity to 4.5 million TEU and creates around 600 permanent jobs, a third of them filled by graduates of the local apprenticeship programme.</p>`,
    alt: 'An electric container terminal with cranes powered by renewable energy',
  },
  'northgate-harbour-apprentices-graduate': {
    title: 'Ninety apprentices graduate at Northgate Harbour',
    short: 'The class of 2026 moves into roles as crane operators, electricians and planners at the harbour.',
    body: `<p>Ninety apprentices have completed their three-year programme at Northgate Harbour, the largest class since the scheme began in 2015. All of them have accepted permanent roles at the harbour, many at the new electric terminal.</p>
<p>This year's graduates trained in high-voltage maintenance, battery systems and remote crane operation for the first time, alongside traditional courses in mechanical engineering and logistics planning.</p>
<p>The apprenticeship is run with two local colleges, and a quarter of this year's class came from neighbourhoods within three miles of the harbour gate.</p>`,
    alt: 'Cranes over a container stack in warm evening light',
  },
  'meridian-signs-shore-power-agreement-in-felixport': {
    title: 'Meridian signs shore power agreement with three shipping lines at Felixport',
    short: 'The agreement commits the lines to plug in at every call with equipped ships from 2027.',
    subtitle: '<p>Three of the largest carriers at Felixport will connect their ships to <strong>shore power</strong> at every call.</p>',
    body: `<p>Meridian Ports &amp; Logistics and three major shipping lines have signed an agreement to use shore power at Felixport for every call by a ship fitted with the necessary equipment, starting in January 2027.</p>
<p>The lines will retrofit a further 40 ships over the next two years. Meridian guarantees a price for renewable electricity below the cost of marine fuel for the duration of the agreement.</p>
<p>The agreement is expected to raise the share of calls plugging in at Felixport from 42% today to more than 70% in 2028, avoiding around 35,000 tonnes of carbon dioxide a year.</p>`,
    alt: 'A ship connected to a shore power cabinet on the quay',
  },
  'third-quarter-volumes-rise-as-africa-trade-grows': {
    title: 'Third-quarter volumes rise 7% as trade lanes to Africa grow',
    short: 'Volumes grew in every region, with the fastest growth at our African terminals.',
    subtitle: '<p>Group terminals handled 21.4 million TEU between July and September, helped by strong demand in East and West Africa.</p>',
    body: `<p>Meridian Ports &amp; Logistics handled 21.4 million TEU across its global portfolio in the third quarter of 2026, an increase of 7% on the same period last year. Like-for-like volumes, excluding new terminals, rose by 5.2%.</p>
<p>Our terminals in Africa grew fastest, with volumes up 14%, driven by new services linking East and West Africa with Asia and the Middle East. Terminals in Europe grew by 3% and in the Americas by 6%.</p>
<p>Revenue from logistics and economic zones grew faster than port revenue for the fourth quarter in a row, reflecting the group's strategy of offering end-to-end supply chain services.</p>`,
    alt: 'Quarterly volume charts over a container terminal',
  },
  'port-lumen-opens-food-security-hub': {
    title: 'Port Lumen opens a food security hub with 100,000 tonnes of cold storage',
    short: 'The hub stores, processes and distributes grain, fresh produce and frozen food for Egypt and the region.',
    subtitle: '<p>A new <strong>food security hub</strong> in Port Lumen Economic Zone adds grain silos and cold stores next to the quay.</p>',
    body: `<p>Meridian has opened a food security hub in Port Lumen Economic Zone, with grain silos for 250,000 tonnes and cold storage for 100,000 tonnes of fresh and frozen food. The hub is directly connected to the port's bulk and container terminals.</p>
<p>Tenants include two grain traders, a fruit exporter and a frozen food distributor. Together they expect to employ 1,100 people when the hub is fully operating.</p>
<p>The hub's cold stores run on electricity from the zone's solar park, and its location cuts the time between unloading and storage to under two hours.</p>`,
    alt: 'A refrigerated warehouse and a reefer truck',
  },
  'rail-shuttle-links-ras-maysan-with-inland-park': {
    title: 'New rail shuttle links Ras Maysan port with its inland logistics park',
    short: 'The shuttle cuts the journey to the logistics park from a full day to four hours.',
    subtitle: '<p>Six daily trains will move up to 300,000 containers a year from road to rail.</p>',
    body: `<p>A new rail shuttle now connects Ras Maysan port with its inland logistics park, with six trains a day in each direction and capacity for up to 300,000 containers a year.</p>
<p>Customs clearance takes place at the inland park, so containers leave the port without stopping. In peak season the trip by road took a full day; the shuttle does it in four hours.</p>
<p>Each train replaces up to 80 truck journeys, reducing congestion on the coastal highway and cutting emissions per container by about 60%.</p>`,
    alt: 'A container train leaving the port',
  },
  'meridian-academy-opens-cairo-training-centre': {
    title: 'Meridian Academy opens a training centre in Cairo',
    short: 'The centre will train 600 technicians and planners a year for ports and logistics across Egypt.',
    body: `<p>Meridian Academy has opened its first training centre in Cairo, with simulators for ship-to-shore cranes, a high-voltage workshop and classrooms for terminal planning and logistics.</p>
<p>The centre will train 600 people a year, both new recruits and experienced staff from our Egyptian terminals, economic zones and logistics parks. Courses are certified with a national technical university.</p>
<p>At least 40% of places are reserved for women, in line with the academy's target across the group.</p>`,
    alt: 'Cranes over a container yard at night',
  },
  'green-shipping-corridor-gulf-europe': {
    title: 'Meridian and partners launch a green shipping corridor between the Gulf and Europe',
    short: 'The corridor sets shared targets for cleaner fuels, shore power and digital port calls.',
    subtitle: '<p>Shipping lines, fuel suppliers and ports will work together to run <em>low-emission container services</em> by 2030.</p>',
    body: `<p>Meridian Ports &amp; Logistics, four shipping lines and two fuel suppliers have launched a green shipping corridor between the Gulf and northern Europe. The partners aim to run the first low-emission container services on the route by 2030.</p>
<p>The ports on the corridor will offer shore power and green methanol bunkering, and share arrival data so that ships can slow down at sea instead of waiting at anchor.</p>
<p>The partners will publish the emissions of every service on the corridor each year, measured with a common method.</p>`,
    alt: 'A shipping route between the Gulf and Europe drawn in green',
  },
  'nhava-sheva-logistics-park-expansion': {
    title: 'Meridian doubles the size of its logistics park near Nhava Sheva',
    short: 'The expansion adds 120,000 square metres of warehousing and a new rail siding.',
    subtitle: "<p>More warehousing and a <strong>direct rail link</strong> for India's busiest container gateway.</p>",
    body: `<p>Meridian has completed the expansion of its logistics park near Nhava Sheva, India's busiest container port, doubling its warehouse space to 240,000 square metres.</p>
<p>A new rail siding lets trains to and from inland container depots load directly at the park. The first tenants in the new buildings include an electronics distributor and two e-commerce companies.</p>
<p>All new buildings have rooftop solar panels, which provide more than half of the park's electricity.</p>`,
    alt: 'Stacked containers in warm coral colours',
  },
  'port-lumen-economic-zone-welcomes-500th-tenant': {
    title: 'Port Lumen Economic Zone welcomes its 500th tenant',
    short: 'Tenants in the zone now employ more than 14,000 people.',
    subtitle: "<p>A medical equipment maker becomes the zone's 500th company, six years after it opened.</p>",
    body: `<p>Port Lumen Economic Zone has welcomed its 500th tenant, a manufacturer of medical equipment that will build its products for markets in Africa, the Middle East and Europe.</p>
<p>Six years after it opened, the zone is home to manufacturers, distributors and service companies from 46 countries. Together they employ more than 14,000 people.</p>
<p>The zone's next phase will add 200 hectares of land, a training centre and a second solar park.</p>`,
    alt: 'Buildings of an economic zone next to the port',
  },
  'mangrove-restoration-reaches-one-million-trees': {
    title: 'Mangrove restoration programme plants its millionth tree',
    short: 'Our coastal restoration programme protects shorelines and gives a home to fish and birds.',
    body: `<p>The mangrove restoration programme run by Meridian with marine scientists and local communities has planted its millionth tree along the coast of the United Arab Emirates.</p>
<p>Mangroves reduce wave energy during storms, store carbon in their roots and soil and provide nurseries for young fish. Survival rates of the young trees have risen from 55% to 80% thanks to better site selection.</p>
<p>The programme is now being extended to two of our sites in East Africa.</p>`,
    alt: 'Wind turbines and solar panels in desert light',
  },
  'meridian-academy-trains-1200-port-technicians': {
    title: 'Meridian Academy trains 1,200 new port technicians, 40% of them women',
    short: 'The academy will double its intake in 2027 with a new campus at Ras Maysan.',
    subtitle: '<p>Graduates from 18 countries completed courses in crane operation, maintenance and digital terminal systems.</p>',
    body: `<p>Meridian Academy has trained 1,200 new port technicians over the past year, from 18 countries. Forty percent of the graduates are women, up from 25% three years ago.</p>
<p>Courses cover crane operation, electrical and mechanical maintenance and digital terminal systems. Most graduates have joined terminals in the group; others work for our partners.</p>
<p>A new campus at Ras Maysan, opening in 2027, will allow the academy to double its intake.</p>`,
    alt: 'Technicians in training at the academy',
  },
  'mundra-gateway-starts-coastal-feeder-service': {
    title: 'Coastal feeder service links western Indian ports',
    short: 'A weekly feeder ship moves containers between four ports, taking trucks off the highway.',
    subtitle: "<p>A new weekly <strong>coastal service</strong> connects four ports on India's west coast.</p>",
    body: `<p>Meridian has started a weekly coastal feeder service connecting four ports on India's west coast. The 1,700 TEU ship calls at each port on a fixed schedule.</p>
<p>Coastal shipping is cheaper and cleaner than road transport over long distances. The service is expected to replace around 40,000 truck journeys a year.</p>
<p>Customers can book the feeder together with their ocean shipment on our digital trade platform.</p>`,
    alt: 'A container ship on a calm green sea',
  },
  'digital-trade-platform-passes-one-million-bookings': {
    title: 'Digital trade platform passes one million shipment bookings',
    short: 'Average booking time has fallen from two days to under ten minutes.',
    subtitle: '<p>Customers in 70 countries now book, track and pay for their shipments online.</p>',
    body: `<p>Our digital trade platform has processed its one millionth shipment booking. Customers in 70 countries now use it to book, track and pay for shipments across our ports, logistics and marine services.</p>
<p>The average time to book a shipment has fallen from two days to under ten minutes, and more than 60% of customs documents are now submitted through the platform.</p>
<p>New features this year include electronic bills of lading and emissions data for every shipment.</p>`,
    alt: 'A digital trade platform dashboard',
  },
  'jeddah-south-terminal-adds-reefer-capacity': {
    title: 'Jeddah South terminal adds 1,500 reefer plugs',
    short: 'More capacity for refrigerated cargo as food imports to Saudi Arabia grow.',
    body: `<p>Our Jeddah South terminal has added 1,500 plugs for refrigerated containers, bringing its total to 4,000. The new reefer racks are monitored remotely, with alarms sent to the yard team if a container's temperature changes.</p>
<p>Refrigerated imports through the terminal have grown by 20% a year for three years, driven by demand for fresh fruit, vegetables and pharmaceuticals.</p>
<p>The terminal has also opened a dedicated gate lane for refrigerated cargo at peak hours.</p>`,
    alt: 'A refrigerated warehouse and a reefer truck',
  },
  'meridian-joins-global-port-cyber-alliance': {
    title: 'Meridian joins a global alliance for port cyber security',
    short: 'Members share threat information and run joint exercises.',
    subtitle: '<p>Port operators and shipping lines will share <strong>threat information</strong> in real time.</p>',
    body: `<p>Meridian Ports &amp; Logistics has joined an international alliance of port operators, shipping lines and technology companies that share information about cyber threats.</p>
<p>Members share indicators of attacks within hours, agree common security standards for terminal systems and run joint exercises that simulate an attack on a port.</p>
<p>The alliance also offers training to smaller ports that do not have their own security teams.</p>`,
    alt: 'A shield with a padlock in a network',
  },
  'sokhna-terminal-community-water-project': {
    title: 'Terminal community project brings clean water to 12,000 people',
    short: 'A solar-powered desalination unit now serves three villages near our Red Sea terminal.',
    body: `<p>A community project supported by our Red Sea terminal in Egypt has brought clean drinking water to 12,000 people in three nearby villages.</p>
<p>The solar-powered desalination unit produces 600 cubic metres of water a day. It was built with a local non-governmental organisation, which also trained residents to run and maintain it.</p>
<p>The project is part of the group's commitment to invest 1% of profits in the communities around our operations.</p>`,
    alt: 'Layers of blue waves',
  },
  'sustainability-report-2025-emissions-down': {
    title: 'Meridian publishes its 2025 sustainability report: emissions down 18%',
    short: 'The report also sets out new targets for water use, biodiversity and community investment.',
    subtitle: "<p>Electrified equipment and renewable power cut the group's direct emissions by 18% compared with 2022.</p>",
    body: `<p>Meridian Ports &amp; Logistics has published its sustainability report for 2025. Direct emissions fell by 18% compared with 2022, reaching the target the group set three years ago.</p>
<p>The reduction came from electrified cranes and yard equipment, renewable electricity contracts and shore power at six terminals. Renewable energy now covers 46% of the group's electricity use.</p>
<p>The report sets new targets for 2030: a 50% cut in direct emissions, a 20% reduction in water use per container and 1% of profits invested in local communities.</p>`,
    alt: 'Charts of falling emissions over a terminal',
  },
  'felixport-customs-pilot-cuts-clearance-times': {
    title: 'Felixport customs pilot cuts clearance times by half',
    short: 'Pre-arrival data sharing lets most containers leave the port without stopping.',
    subtitle: '<p>Sharing data before the ship arrives <strong>halves clearance times</strong> at Felixport.</p>',
    body: `<p>A pilot run by Meridian and the UK customs authority at Felixport has cut the average time to clear an import container from 30 to 15 hours.</p>
<p>Under the pilot, shipping data is shared with customs before the ship arrives, so most containers are cleared before they are unloaded. Only containers selected for inspection stop at the port.</p>
<p>The pilot will be extended to all terminals at Felixport next year.</p>`,
    alt: 'Trade documents with an approval mark',
  },
  'ras-maysan-welcomes-first-methanol-powered-tug': {
    title: 'Ras Maysan welcomes its first methanol-powered tug',
    short: 'The tug is the first of six low-emission harbour vessels ordered for the port.',
    body: `<p>Ras Maysan port has taken delivery of its first methanol-powered harbour tug. With a bollard pull of 70 tonnes, it can assist the largest container ships that call at the port.</p>
<p>Running on green methanol, the tug produces about 70% less carbon dioxide than a conventional tug. Five more low-emission vessels are on order.</p>
<p>Crews completed a four-week training programme on methanol handling and safety before the tug entered service.</p>`,
    alt: 'A tug heading into the waves under a storm cloud',
  },
  'meridian-annual-results-2025': {
    title: 'Meridian reports record revenue for 2025',
    short: 'Revenue rose 9% as logistics and economic zones grew faster than ports.',
    subtitle: '<p>Record revenue and volumes of <strong>84 million TEU</strong> in 2025.</p>',
    body: `<p>Meridian Ports &amp; Logistics has reported record revenue for 2025, up 9% on the previous year. The group handled 84 million TEU across its terminals.</p>
<p>Logistics and economic zones contributed 38% of revenue, up from 33% a year earlier, reflecting the group's strategy of offering end-to-end services.</p>
<p>The group invested 2.8 billion dollars in new capacity, electrification and digital services during the year.</p>`,
    alt: 'A globe with trade routes in amber tones',
  },
  'port-lumen-solar-park-connects-to-grid': {
    title: 'Port Lumen solar park connects to the grid',
    short: 'The first phase of the solar park now powers the port and economic zone.',
    body: `<p>The first phase of the Port Lumen solar park has been connected to the grid. Its 300 megawatts of panels will produce around 600 gigawatt hours of electricity a year.</p>
<p>The electricity is used by the port's electric cranes and by tenants in the economic zone, who can buy certified renewable power directly.</p>
<p>A second phase, with battery storage, will double the park's capacity by 2028.</p>`,
    alt: 'Wind turbines and solar panels beside the sea',
  },
  'meridian-welcomes-new-board-members': {
    title: 'Meridian welcomes two new members to its board',
    short: 'The new directors bring experience in energy and digital trade.',
    body: `<p>Meridian Ports &amp; Logistics has appointed two new independent directors to its board.</p>
<p>One has led renewable energy businesses in Europe and the Middle East; the other founded a digital trade finance company and advises governments on paperless trade.</p>
<p>Their appointments strengthen the board's expertise in the group's two main growth areas: the energy transition and digital services.</p>`,
    alt: 'Meridian Ports & Logistics news',
  },
};

export default news;
